/**
 * The documents of the async table (async-table.ts): actors with items,
 * chat messages, card stacks and cards, and a Roll class (table-roll.ts,
 * re-exported here). Every write is a
 * deferred operation of the table: it changes the document only when the
 * test lets it land, as the server's answer would. Reads return copies, so a
 * client keeps what it read even after the document changed, as a client
 * holding a stale copy would.
 *
 * Permissions are Foundry's, as its knowledge-base articles on users and
 * document ownership describe them (permissions.ts): a document has an
 * ownership record (per user and `default`, NONE 0 … OWNER 3; a GM owns
 * everything; an embedded document takes its parent's; a document inside a
 * compendium takes the pack's level for the user's role), and the server
 * refuses a write by a user below OWNER: the operation fails when it lands
 * and nothing changes; an update of `ownership` (Foundry's Configure
 * Ownership) only from a GM. A chat message belongs to its author (and GMs).
 */
import { currentTable, type TableUser } from "./async-table";
import { applyRollMode } from "./table-roll";
import { withSchemaDefaults } from "./schema-defaults";
import { levelOf, permissionError, type Ownership, type PermissionName, type TablePack } from "./permissions";

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Set a dotted path (creating objects on the way); `-=key` deletes. */
function setPath(target: Data, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isRecord(node[part])) node[part] = {};
    node = node[part] as Data;
  }
  const last = parts[parts.length - 1] ?? "";
  if (last.startsWith("-=")) delete node[last.slice(2)];
  else node[last] = structuredClone(value);
}

/**
 * v14's ForcedDeletion operator (src/core/compat.ts's deletionUpdate) as the
 * `-=key` deletion it means, before the update is cloned (a clone loses the
 * operator's class): Foundry deletes the key either way.
 */
function withLegacyDeletions(changes: Data): Data {
  const operators = (globalThis as { foundry?: { data?: { operators?: { ForcedDeletion?: new () => unknown } } } })
    .foundry?.data?.operators;
  const Deletion = operators?.ForcedDeletion;
  if (!Deletion) return changes;
  return Object.fromEntries(
    Object.entries(changes).map(([key, value]) => {
      if (!(value instanceof Deletion)) return [key, value];
      const cut = key.lastIndexOf(".");
      return [cut < 0 ? `-=${key}` : `${key.slice(0, cut)}.-=${key.slice(cut + 1)}`, null];
    }),
  );
}

/** Apply an update as Foundry would: dotted keys set paths, nested objects merge, arrays are replaced. */
function applyUpdate(target: Data, changes: Data, prefix = ""): void {
  for (const [key, value] of Object.entries(changes)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && !key.includes(".")) applyUpdate(target, value, path);
    else setPath(target, path, value);
  }
}

function readPath(source: Data, path: string): unknown {
  let node: unknown = source;
  for (const part of path.split(".")) node = isRecord(node) ? node[part] : undefined;
  return node;
}

/** The sheet class the play table opens for a document's `sheet` (the fuzzer gives the registered ones). */
export const documentSheets: { classFor: (doc: TableDocument) => (new (options: object) => unknown) | null } = {
  classFor: () => null,
};

let nextId = 0;
export const newId = (prefix: string) => `${prefix}${(nextId += 1).toString().padStart(4, "0")}`;

export class TableDocument {
  data: Data;
  /** Per user id and `default`: NONE 0, LIMITED 1, OBSERVER 2, OWNER 3. */
  ownership: Ownership;
  /** The compendium this document sits in, whose ownership then decides. */
  pack: TablePack | null = null;
  constructor(
    readonly documentName: string,
    readonly id: string,
    data: Data,
    owners: string[] | Ownership = [],
  ) {
    this.data = { name: "", flags: {}, system: {}, ...structuredClone(data) };
    this.ownership = Array.isArray(owners)
      ? { default: 0, ...Object.fromEntries(owners.map((id) => [id, 3])) }
      : { default: 0, ...owners };
  }
  /** `Actor.<id>` in the world; `Compendium.<package>.<pack>.Actor.<id>` inside a pack, as Foundry names them. */
  get uuid(): string {
    return this.pack
      ? `Compendium.${this.pack.collection}.${this.documentName}.${this.id}`
      : `${this.documentName}.${this.id}`;
  }
  get name(): string {
    return String(this.data.name ?? "");
  }
  get system(): Data {
    return structuredClone((this.data.system ?? {}) as Data);
  }
  get flags(): Data {
    return structuredClone((this.data.flags ?? {}) as Data);
  }
  /** Foundry's `_stats`: `compendiumSource` names the compendium document a world copy was imported from. */
  get _stats(): Data {
    return structuredClone((this.data._stats ?? {}) as Data);
  }
  get img(): string {
    return String(this.data.img ?? "icon.svg");
  }
  /** The user's level on this document (a GM's is OWNER; in a pack, the pack's for the user's role). */
  permissionOf(user: TableUser): number {
    if (user.isGM) return 3;
    if (this.pack) return this.pack.levelFor(user);
    // A user's own entry wins over `default` (an explicit NONE hides what others see).
    return this.ownership[user.id] ?? this.ownership.default ?? 0;
  }
  testUserPermission(user: TableUser, level: PermissionName = "OWNER", options: { exact?: boolean } = {}): boolean {
    const mine = this.permissionOf(user);
    return options.exact ? mine === levelOf(level) : mine >= levelOf(level);
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentTable().user, "OWNER");
  }
  /** Seen by the client running the code: LIMITED or better. */
  get visible(): boolean {
    return this.testUserPermission(currentTable().user, "LIMITED");
  }
  /** The client running the code sees exactly LIMITED (a public part only). */
  get limited(): boolean {
    return this.testUserPermission(currentTable().user, "LIMITED", { exact: true });
  }
  getFlag(scope: string, key: string): unknown {
    return structuredClone(readPath(this.data, `flags.${scope}.${key}`));
  }
  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  /** A write the server refuses when the user who sent it is below OWNER, checked when it lands. */
  protected write<T>(label: string, apply: () => T | Promise<T>): Promise<T> {
    const table = currentTable();
    const writer = table.user;
    return table.defer(label, () => {
      if (!this.testUserPermission(writer, "OWNER")) throw permissionError(writer, label);
      return apply();
    });
  }
  update(changes: Data, options: Data = {}): Promise<this> {
    const sent = structuredClone(withLegacyDeletions(changes));
    const table = currentTable();
    const writer = table.user;
    const owning = Object.keys(sent).filter((k) => k === "ownership" || k.startsWith("ownership."));
    // The hooks get the change expanded, as Foundry's diff is ({ flags: { scope: { key } } }, not "flags.scope.key").
    const diff: Data = { _id: this.id };
    applyUpdate(diff, structuredClone(changes));
    return this.write(`update ${this.documentName} ${this.name}`, async () => {
      if (owning.length > 0) {
        if (!writer.isGM) throw permissionError(writer, `change the ownership of ${this.name}`);
        const holder: Data = { ownership: this.ownership };
        applyUpdate(holder, Object.fromEntries(owning.map((k) => [k, sent[k]])));
        this.ownership = holder.ownership as Ownership;
        for (const k of owning) delete sent[k];
      }
      applyUpdate(this.data, sent);
      await table.changed("update", this, diff, options, writer.id);
      return this;
    });
  }
  delete(options: Data = {}): Promise<this> {
    const table = currentTable();
    const writer = table.user;
    return this.write(`delete ${this.documentName} ${this.name}`, async () => {
      this.deleted = true;
      this.leave();
      await table.changed("delete", this, {}, options, writer.id);
      return this;
    });
  }
  /** A deletion landed: leave the collection (an embedded document leaves its parent's). */
  protected leave(): void {
    currentTable().forget(this);
  }
  /**
   * Foundry's `document.sheet`: this client's one sheet of the document (the
   * sheet class registered for its type, built on first use), when the play
   * table knows one (`documentSheets.classFor`); rendering it opens a window
   * of the running client.
   */
  get sheet(): unknown {
    const user = currentTable().user.id;
    let mine = this.sheets.get(user);
    if (!mine) {
      const Sheet = documentSheets.classFor(this);
      if (!Sheet) return null;
      mine = new Sheet({ document: this });
      this.sheets.set(user, mine);
    }
    return mine;
  }
  private readonly sheets = new Map<string, unknown>();
  /** Set once a deletion landed. */
  deleted = false;
  toObject(): Data {
    return structuredClone({ ...this.data, _id: this.id, ownership: this.ownership });
  }
}

export class TableItem extends TableDocument {
  constructor(
    id: string,
    data: Data,
    readonly parent: TableActor | null = null,
  ) {
    super("Item", id, data);
  }
  /** An embedded document takes its parent's level. */
  override permissionOf(user: TableUser): number {
    return this.parent ? this.parent.permissionOf(user) : super.permissionOf(user);
  }
  override get uuid(): string {
    return this.parent ? `${this.parent.uuid}.Item.${this.id}` : `Item.${this.id}`;
  }
  get type(): string {
    return String(this.data.type ?? "");
  }
  protected override leave(): void {
    if (this.parent) this.parent.items.delete(this.id);
    else super.leave();
  }
}

/** An embedded collection as far as our code reads one. */
export class Embedded<T extends { id: string }> extends Map<string, T> {
  filter(fn: (doc: T) => boolean): T[] {
    return [...this.values()].filter(fn);
  }
  map<U>(fn: (doc: T) => U): U[] {
    return [...this.values()].map(fn);
  }
  find(fn: (doc: T) => boolean): T | undefined {
    return [...this.values()].find(fn);
  }
  get contents(): T[] {
    return [...this.values()];
  }
}

export class TableActor extends TableDocument {
  readonly items = new Embedded<TableItem>();
  /** Items created on the actor, as sent. */
  readonly created: Data[] = [];
  constructor(id: string, data: Data, owners: string[] | Ownership = []) {
    super("Actor", id, data, owners);
  }
  get type(): string {
    return String(this.data.type ?? "");
  }
  /** Foundry's embedded-document update: one write, the actor's owner only. */
  updateEmbeddedDocuments(_name: "Item", updates: Data[]): Promise<TableItem[]> {
    const sent = structuredClone(updates);
    const table = currentTable();
    const writer = table.user;
    return this.write(`update Items on ${this.name}`, async () => {
      const done = sent.flatMap((u) => {
        const item = this.items.get(String(u._id));
        if (!item) return [];
        const { _id, ...changes } = u;
        void _id;
        applyUpdate(item.data, changes);
        const diff: Data = { _id: item.id };
        applyUpdate(diff, changes);
        return [{ item, diff }];
      });
      for (const { item, diff } of done) await table.changed("update", item, diff, {}, writer.id);
      return done.map(({ item }) => item);
    });
  }
  /** Foundry's embedded-document deletion: one write, the actor's owner only. */
  deleteEmbeddedDocuments(_name: "Item", ids: string[]): Promise<TableItem[]> {
    const table = currentTable();
    const writer = table.user;
    return this.write(`delete Items on ${this.name}`, async () => {
      const gone = ids.flatMap((id) => {
        const item = this.items.get(id);
        if (!item) return [];
        this.items.delete(id);
        item.deleted = true;
        return [item];
      });
      for (const item of gone) await table.changed("delete", item, {}, {}, writer.id);
      return gone;
    });
  }
  createEmbeddedDocuments(_name: "Item", data: Data[], operation: Data = {}): Promise<TableItem[]> {
    const sent = structuredClone(data);
    const table = currentTable();
    const writer = table.user;
    return this.write(`create Item on ${this.name}`, async () => {
      const made = sent.map((d) => {
        this.created.push({ ...d, ...(operation.keepId ? { keepId: true } : {}) });
        const id = operation.keepId && typeof d._id === "string" ? d._id : newId("item");
        // Foundry's data model fills what the creation data leaves out of the type's schema.
        const system = withSchemaDefaults("Item", String(d.type ?? ""), d.system);
        const item = new TableItem(id, { ...d, system }, this);
        this.items.set(id, item);
        return item;
      });
      for (const item of made) await table.changed("create", item, item.toObject(), operation, writer.id);
      return made;
    });
  }
}

export class TableMessage extends TableDocument {
  constructor(
    id: string,
    data: Data,
    readonly authorId: string,
  ) {
    super("ChatMessage", id, { content: "", whisper: [], blind: false, speaker: {}, ...data }, [authorId]);
  }
  /**
   * Whether `user` sees this message: a public one everyone; a whisper its
   * recipients and its author (unless blind: a blind roll hides even from the
   * roller) — a GM too only as a recipient (a self roll is the roller's alone).
   */
  visibleTo(user: TableUser): boolean {
    const whisper = this.whisper;
    if (whisper.length === 0 || whisper.includes(user.id)) return true;
    return user.id === this.authorId && !this.blind;
  }
  override get visible(): boolean {
    return this.visibleTo(currentTable().user);
  }
  get content(): string {
    return String(this.data.content ?? "");
  }
  get whisper(): string[] {
    return structuredClone((this.data.whisper ?? []) as string[]);
  }
  get blind(): boolean {
    return this.data.blind === true;
  }
  get speaker(): Data {
    return structuredClone((this.data.speaker ?? {}) as Data);
  }
  get author(): TableUser | undefined {
    return currentTable().users.get(this.authorId);
  }
}

export class TableCard {
  face = 0;
  description = "";
  constructor(
    readonly id: string,
    public name: string,
    public parent: TableStack | null,
    readonly text = "<p>Written.</p>",
  ) {}
  get uuid(): string {
    return `Cards.${this.parent?.id ?? ""}.Card.${this.id}`;
  }
  get img(): string {
    return "card.svg";
  }
  get faces(): { name: string; text: string; img: string }[] {
    return [{ name: this.name, text: this.text, img: "card.svg" }];
  }
  get documentName(): string {
    return "Card";
  }
}

export class TableStack extends TableDocument {
  readonly cards = new Embedded<TableCard>();
  constructor(
    id: string,
    data: Data,
    owners: string[] | Ownership = [],
    cards: { name: string; text?: string }[] = [],
  ) {
    super("Cards", id, data, owners);
    cards.forEach((c, i) => this.cards.set(`${id}c${i}`, new TableCard(`${id}c${i}`, c.name, this, c.text)));
  }
  get type(): string {
    return String(this.data.type ?? "");
  }
  get availableCards(): TableCard[] {
    return [...this.cards.values()];
  }
  /** Move the cards that are still here when the move lands. */
  pass(to: TableStack, ids: string[]): Promise<TableCard[]> {
    return this.moveAs(`pass ${this.name} → ${to.name}`, this, to, () => this.move(to, ids));
  }
  /** Draw the top `n` cards of `from` as they are when the draw lands. */
  draw(from: TableStack, n = 1): Promise<TableCard[]> {
    return this.moveAs(`draw ${from.name} → ${this.name}`, from, this, () =>
      from.move(this, [...from.cards.keys()].slice(0, n)),
    );
  }
  shuffle(): Promise<this> {
    const table = currentTable();
    const writer = table.user;
    return this.write(`shuffle ${this.name}`, async () => {
      await this.cardsChanged("update", [...this.cards.values()], writer.id);
      return this;
    });
  }
  /** Each card's `createCard`/`updateCard`/`deleteCard`, as Foundry fires them for a move or a shuffle. */
  protected async cardsChanged(
    kind: "create" | "update" | "delete",
    cards: TableCard[],
    userId: string,
  ): Promise<void> {
    for (const card of cards) await currentTable().changed(kind, card, { _id: card.id, name: card.name }, {}, userId);
  }
  /**
   * Moving cards changes both stacks: the server refuses it unless the user
   * owns both; each moved card is deleted from one stack and created in the
   * other (`deleteCard`, `createCard`).
   */
  private moveAs(label: string, from: TableStack, to: TableStack, apply: () => TableCard[]): Promise<TableCard[]> {
    const table = currentTable();
    const writer = table.user;
    return table.defer(label, async () => {
      for (const stack of [from, to])
        if (!stack.testUserPermission(writer, "OWNER")) throw permissionError(writer, `${label} (${stack.name})`);
      const moved = apply();
      if (moved.length === 0) return moved;
      await from.cardsChanged(
        "delete",
        moved.map((c) => Object.assign(Object.create(c) as TableCard, { parent: from })),
        writer.id,
      );
      await to.cardsChanged("create", moved, writer.id);
      return moved;
    });
  }
  private move(to: TableStack, ids: string[]): TableCard[] {
    const moved: TableCard[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (!card) continue;
      this.cards.delete(id);
      card.parent = to;
      to.cards.set(id, card);
      moved.push(card);
    }
    return moved;
  }
}

export { TableRoll } from "./table-roll";

/** The world's Cards collection and ChatMessage as the Storypath flow and the task card use them. */
export function installTableCollections(): void {
  const g = globalThis as Record<string, unknown>;
  const game = g.game as Record<string, unknown>;
  game.cards = {
    get: (id: string) => currentTable().stacks.find((s) => s.id === id),
    find: (fn: (s: TableStack) => boolean) => currentTable().stacks.find(fn),
    filter: (fn: (s: TableStack) => boolean) => currentTable().stacks.filter(fn),
    documentClass: {
      create: (data: Data) => {
        const table = currentTable();
        const writer = table.user;
        // The ownership the data gives, its creator OWNER (as Foundry records it).
        const { ownership, ...rest } = data;
        const given = { ...((ownership as Record<string, number> | undefined) ?? {}), [writer.id]: 3 };
        const stack = new TableStack(newId("stack"), rest, given);
        return table.defer(`create Cards ${stack.name}`, async () => {
          if (!writer.isGM) throw permissionError(writer, "create Cards");
          table.stacks.push(stack);
          await table.changed("create", stack, stack.toObject(), {}, writer.id);
          return stack;
        });
      },
    },
  };
  g.ChatMessage = {
    getSpeaker: () => ({}),
    getWhisperRecipients: (name: string) =>
      name === "GM" ? [...currentTable().users.values()].filter((u) => u.isGM) : [],
    applyRollMode: (data: Data, mode: string) => Object.assign(data, applyRollMode(data, mode)),
    create: (sent: Data, options: { rollMode?: string } = {}) => {
      const table = currentTable();
      const data = options.rollMode ? applyRollMode(sent, options.rollMode) : sent;
      const message = new TableMessage(newId("msg"), data, table.user.id);
      return table.defer("create ChatMessage", async () => {
        table.messages.push(message);
        await table.changed("create", message, message.toObject(), {}, message.authorId);
        return message;
      });
    },
  };
}
