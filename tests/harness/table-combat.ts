/**
 * Encounters on the async table: a Combat (In a Wicked Age's conflicts, and
 * any game's encounter) whose combatants stand for actors. Writes are round
 * trips the server refuses below OWNER, like every table document: a Combat
 * is the GM's (default NONE) unless a test says otherwise, and a combatant
 * takes its actor's ownership, as Foundry's combatants do. A new encounter
 * (`Combat.implementation.create`) is made by a GM only — players cannot
 * create encounters — and joins the table's list when it lands.
 */
import type { Play } from "./play";
import { currentTable, type TableUser } from "./async-table";
import { permissionError } from "./permissions";
import { TableActor, TableDocument } from "./table-documents";

type Data = Record<string, unknown>;

export class TableCombatant extends TableDocument {
  constructor(
    id: string,
    data: Data,
    readonly actor: TableActor,
    readonly parent: TableCombat,
  ) {
    super("Combatant", id, data);
  }
  override get uuid(): string {
    return `${this.parent.uuid}.Combatant.${this.id}`;
  }
  get actorId(): string {
    return this.actor.id;
  }
  get type(): string {
    return String(this.data.type ?? "base");
  }
  override get img(): string {
    return String(this.data.img ?? "");
  }
  /** A combatant's level is its actor's. */
  override permissionOf(user: TableUser): number {
    return this.actor.permissionOf(user);
  }
  protected override leave(): void {
    this.parent.combatants.delete(this.id);
  }
}

/** The combatants of a combat, as our code reads them. */
class Combatants extends Map<string, TableCombatant> {
  get contents(): TableCombatant[] {
    return [...this.values()];
  }
  filter(fn: (c: TableCombatant) => boolean): TableCombatant[] {
    return this.contents.filter(fn);
  }
  map<U>(fn: (c: TableCombatant) => U): U[] {
    return this.contents.map(fn);
  }
  find(fn: (c: TableCombatant) => boolean): TableCombatant | undefined {
    return this.contents.find(fn);
  }
}

let nextCombatant = 0;

export class TableCombat extends TableDocument {
  readonly combatants = new Combatants();
  constructor(id: string, data: Data, owners: string[] | Data = []) {
    super("Combat", id, data, owners as string[]);
  }
  get type(): string {
    return String(this.data.type ?? "base");
  }
  /** Add a combatant at once (setting the table up). */
  place(id: string, actor: TableActor, data: Data = {}): TableCombatant {
    const combatant = new TableCombatant(id, { name: actor.name, ...data }, actor, this);
    this.combatants.set(id, combatant);
    return combatant;
  }
  createEmbeddedDocuments(_name: "Combatant", data: Data[]): Promise<TableCombatant[]> {
    const sent = structuredClone(data);
    const table = currentTable();
    const writer = table.user;
    return this.write(`create Combatants in ${this.name}`, async () => {
      const made = sent.map((d) => {
        const actor = table.actors.find((a) => a.id === d.actorId);
        if (!actor) throw new Error(`no actor ${String(d.actorId)}`);
        nextCombatant += 1;
        return this.place(`cbt${nextCombatant}`, actor, d);
      });
      for (const c of made) await table.changed("create", c, c.toObject(), {}, writer.id);
      return made;
    });
  }
  /**
   * Combatants' updates: each judged by its own level (its actor's), so a
   * player updates the combatant of a character they own and no other.
   */
  updateEmbeddedDocuments(_name: "Combatant", updates: Data[]): Promise<TableCombatant[]> {
    const sent = structuredClone(updates);
    const table = currentTable();
    const writer = table.user;
    return table.defer(`update Combatants of ${this.name}`, async () => {
      const found = sent.map((u) => {
        const c = this.combatants.get(String(u._id));
        if (!c) throw new Error(`no combatant ${String(u._id)}`);
        if (!c.testUserPermission(writer, "OWNER")) throw permissionError(writer, `update Combatant ${c.name}`);
        return { c, u };
      });
      for (const { c, u } of found)
        for (const [key, value] of Object.entries(u)) if (key !== "_id") c.data[key] = value;
      for (const { c, u } of found) await table.changed("update", c, u, {}, writer.id);
      return found.map(({ c }) => c);
    });
  }
  protected override leave(): void {
    super.leave();
    removeCombat?.(this);
  }
}

let nextCombat = 0;
/** Takes a deleted encounter out of the test's list (when it gave one). */
let removeCombat: ((combat: TableCombat) => void) | undefined;

/**
 * `game.combats` over the table's encounters; `add` puts a new one in that
 * list. `Combat.implementation` is `CONFIG.Combat.documentClass`, as in
 * Foundry, whose base class creates on the table (GM only), so a system's
 * Combat class chained onto it (`registerGame`, after this) is the one every
 * creation goes through; `game.combat` is the newest encounter (the one the
 * Combat Tracker shows after Create Encounter).
 */
export function installTableCombats(combats: () => TableCombat[], add?: (combat: TableCombat) => void): void {
  const g = globalThis as unknown as { game: Data; Combat?: Data; CONFIG?: { Combat?: Data } };
  const game = g.game;
  removeCombat = (combat) => {
    const list = combats();
    const at = list.indexOf(combat);
    if (at >= 0) list.splice(at, 1);
  };
  class TableCombatClass {
    static create(data?: Data): Promise<TableCombat> {
      const table = currentTable();
      const writer = table.user;
      nextCombat += 1;
      // The creator owns what they create, as Foundry records it.
      const combat = new TableCombat(
        `combat${nextCombat}`,
        { name: "Encounter", ...structuredClone(data ?? {}) },
        { [writer.id]: 3 },
      );
      return table.defer(`create Combat`, async () => {
        if (!writer.isGM) throw permissionError(writer, "create Combat");
        if (!add) throw new Error("this table takes no new encounters");
        add(combat);
        await table.changed("create", combat, combat.toObject(), {}, writer.id);
        return combat;
      });
    }
  }
  const config = g.CONFIG?.Combat;
  if (config) config.documentClass = TableCombatClass;
  g.Combat = {
    get implementation() {
      return config?.documentClass ?? TableCombatClass;
    },
  };
  game.combats = {
    get: (id: string) => combats().find((c) => c.id === id),
    find: (fn: (c: TableCombat) => boolean) => combats().find(fn),
    filter: (fn: (c: TableCombat) => boolean) => combats().filter(fn),
    get contents() {
      return combats();
    },
  };
  Object.defineProperty(game, "combat", { configurable: true, get: () => combats().at(-1) });
}

/**
 * Foundry's Combat Tracker's own Create Encounter, clicked by `seat` (a GM:
 * the tracker shows the button to GMs only): it creates the encounter with
 * no data, through `Combat.implementation`, on that user's client.
 */
export async function clickCreateEncounter(play: Play, seat: string): Promise<void> {
  if (!play.table.mustUser(seat).isGM) throw new Error(`${seat}'s Combat Tracker shows no Create Encounter`);
  const implementation = (globalThis as unknown as { Combat: { implementation: { create(): Promise<unknown> } } })
    .Combat.implementation;
  await play.step(play.table.as(seat, () => implementation.create()));
}
