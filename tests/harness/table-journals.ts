/**
 * Journal entries on the play table: a JournalEntry with its pages, found by
 * UUID (`table.journals`) and `instanceof JournalEntry`. Creating one is a
 * round trip the server refuses a user without Foundry's "create journal
 * entries" permission (granted from the Trusted Player role up, and to GMs);
 * an update needs OWNER; a page takes its journal's level.
 */
import { currentTable, type TableUser } from "./async-table";
import { ROLES, permissionError, type Ownership } from "./permissions";
import { Embedded, TableDocument, newId } from "./table-documents";

type Data = Record<string, unknown>;

export class TableJournalPage extends TableDocument {
  constructor(
    id: string,
    data: Data,
    readonly parent: TableJournal,
  ) {
    super("JournalEntryPage", id, data);
  }
  override permissionOf(user: TableUser): number {
    return this.parent.permissionOf(user);
  }
  override get uuid(): string {
    return `${this.parent.uuid}.JournalEntryPage.${this.id}`;
  }
  get type(): string {
    return String(this.data.type ?? "text");
  }
  protected override leave(): void {
    this.parent.pages.delete(this.id);
  }
}

export class TableJournal extends TableDocument {
  readonly pages = new Embedded<TableJournalPage>();
  constructor(id: string, data: Data, owners: string[] | Ownership = []) {
    const { pages, ...rest } = data;
    super("JournalEntry", id, rest, owners);
    for (const page of Array.isArray(pages) ? (pages as Data[]) : []) {
      const pageId = newId("page");
      this.pages.set(pageId, new TableJournalPage(pageId, page, this));
    }
  }

  /** Who opened this entry in Foundry's own journal sheet (its `sheet.render`), by user id, in order. */
  readonly readers: string[] = [];

  /**
   * Foundry's own journal sheet, as far as our code opens it (a guide from
   * Table tools): rendering it shows the entry to the running user, refused
   * below LIMITED as Foundry refuses to show it.
   */
  override get sheet(): { render: (force?: boolean) => Promise<void> } {
    return {
      render: async () => {
        const reader = currentTable().user;
        if (!this.testUserPermission(reader, "LIMITED")) throw permissionError(reader, `view ${this.name}`);
        this.readers.push(reader.id);
      },
    };
  }

  /** `JournalEntry.create` on the running client: the entry joins the table when the server's answer lands. */
  static create(data: Data): Promise<TableJournal> {
    const table = currentTable();
    const writer = table.user;
    const { ownership, ...rest } = data;
    // The creator owns what they create, as Foundry records it.
    const given = { ...((ownership as Ownership | undefined) ?? {}), [writer.id]: 3 };
    const journal = new TableJournal(newId("journal"), rest, given);
    return table.defer(`create JournalEntry ${journal.name}`, async () => {
      if (!writer.isGM && writer.role < ROLES.TRUSTED) throw permissionError(writer, "create JournalEntry");
      table.journals.push(journal);
      await table.changed("create", journal, journal.toObject(), {}, writer.id);
      return journal;
    });
  }
}

/** `JournalEntry` as our code uses it: the class (for `instanceof`) and its `create`. */
export function installTableJournals(): void {
  (globalThis as Record<string, unknown>).JournalEntry = TableJournal;
}
