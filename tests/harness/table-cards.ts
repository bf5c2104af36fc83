/**
 * Compendium packs and a deck of cards on the play table, for flows that
 * read roll tables and deal cards (In a Wicked Age's oracles):
 *
 * - `game.packs.get(id)`: a table pack (permissions.ts) whose `getIndex` and
 *   `getDocuments` refuse a user whose role the pack gives less than
 *   OBSERVER (answered at once, as from the client's loaded pack, so a window
 *   may read a pack while it renders);
 * - `TableRollTable`: a roll table with its results (each a name, a range
 *   and flags), as a pack holds it;
 * - `TableDeck`: a Cards deck whose cards carry their `sort` and flags;
 *   `shuffle` is a write (OWNER) that puts the cards the test named with
 *   `deck.stackNext(…)` on top, in that order (the rest keep theirs), as a
 *   rigged shuffle would. A test puts the world's copy of a pack's deck on
 *   the table itself (`table.stacks`), as after the first import.
 */
import { currentTable } from "./async-table";
import { LEVELS, permissionError, type Ownership, type TablePack } from "./permissions";
import { Embedded, TableCard, TableDocument, TableStack, newId } from "./table-documents";

type Data = Record<string, unknown>;

const flagOf = (data: Data, scope: string, key: string): unknown =>
  structuredClone(((data.flags as Data | undefined)?.[scope] as Data | undefined)?.[key]);

export class TableRollTable extends TableDocument {
  readonly results = new Embedded<TableDocument & { range: number[] }>();
  constructor(id: string, data: Data) {
    const { results, ...rest } = data;
    super("RollTable", id, rest);
    for (const r of Array.isArray(results) ? (results as Data[]) : []) {
      const result = Object.assign(new TableDocument("TableResult", String(r._id ?? newId("result")), r), {
        range: structuredClone((r.range ?? [0, 0]) as number[]),
      });
      this.results.set(result.id, result);
    }
  }
}

export class TableDeckCard extends TableCard {
  constructor(
    id: string,
    parent: TableDeck,
    readonly data: Data,
    public sort: number,
  ) {
    super(id, String(data.name ?? ""), parent);
  }
  getFlag(scope: string, key: string): unknown {
    return flagOf(this.data, scope, key);
  }
}

export class TableDeck extends TableStack {
  private next: string[] = [];
  private scope = "";
  constructor(id: string, data: Data, owners: string[] | Ownership = []) {
    const { cards, ...rest } = data;
    super(id, rest, owners);
    const given = structuredClone(Array.isArray(cards) ? (cards as Data[]) : []);
    given.forEach((c, i) => {
      const cardId = String(c._id ?? `${id}c${i}`);
      this.cards.set(cardId, new TableDeckCard(cardId, this, c, Number(c.sort ?? i)));
    });
  }
  /** The next shuffle puts these cards (by their `card` flag in `scope`) on top, in this order. */
  stackNext(scope: string, labels: string[]): void {
    this.next = labels;
    this.scope = scope;
  }
  override shuffle(): Promise<this> {
    return this.write(`shuffle ${this.name}`, () => {
      const top = this.next;
      this.next = [];
      const place = (c: TableCard) => top.indexOf(String((c as TableDeckCard).getFlag(this.scope, "card") ?? ""));
      for (const card of this.cards.contents as TableDeckCard[]) {
        const at = place(card);
        card.sort = at >= 0 ? at : top.length + card.sort;
      }
      return this;
    });
  }
}

/** A pack as `game.packs.get` returns it: its metadata, its index and documents read as the running user. */
function packView(pack: TablePack) {
  const [packageName = "", name = ""] = pack.collection.split(".");
  const read = async <T>(answer: () => T): Promise<T> => {
    const reader = currentTable().user;
    if (pack.levelFor(reader) < LEVELS.OBSERVER) throw permissionError(reader, `read ${pack.collection}`);
    return answer();
  };
  return {
    collection: pack.collection,
    metadata: { id: pack.collection, name, packageName },
    getIndex: () => read(() => pack.documents.map((d) => ({ _id: d.id, name: d.name }))),
    getDocuments: () => read(() => [...pack.documents]),
    getDocument: (id: string) => read(() => pack.documents.find((d) => d.id === id) ?? null),
    pack,
  };
}

/** `game.packs` over the table's packs. */
export function installTablePacks(): void {
  const game = (globalThis as unknown as { game: Data }).game;
  game.packs = {
    get: (id: string) => {
      const pack = currentTable().packs.get(id);
      return pack ? packView(pack) : undefined;
    },
    values: () => [...currentTable().packs.values()].map(packView).values(),
  };
}
