/**
 * The play table's dice: foundry.dice.Roll as the async table installs it
 * (re-exported by table-documents.ts, where the table's documents are).
 */
import { currentTable } from "./async-table";
import type { TableMessage } from "./table-documents";

type Data = Record<string, unknown>;

/** The GMs' ids (Assistants and Gamemasters): `ChatMessage.getWhisperRecipients("GM")`. */
export function gmRecipients(): string[] {
  return [...currentTable().users.values()].filter((u) => u.isGM).map((u) => u.id);
}

/**
 * `ChatMessage.applyRollMode`, as Foundry's documentation describes the
 * modes: public — everyone; private GM roll — whispered to the GMs (the
 * roller sees it too); blind GM roll — whispered to the GMs, blind (the
 * roller does not see it); self roll — whispered to the roller alone. v14's
 * message-mode names (gm, blind, self, public) mean the same.
 */
export function applyRollMode(data: Data, mode: string): Data {
  const out: Data = { ...data };
  if (mode === "gmroll" || mode === "gm" || mode === "blindroll" || mode === "blind") out.whisper = gmRecipients();
  else if (mode === "selfroll" || mode === "self") out.whisper = [currentTable().user.id];
  else if (mode === "publicroll" || mode === "public") out.whisper = [];
  out.blind = mode === "blindroll" || mode === "blind";
  return out;
}

interface TableDie {
  number: number;
  faces: number;
  explode: boolean;
  /** `kl`: keep the lowest die, the others discarded (Foundry's keep-lowest modifier). */
  keepLowest: boolean;
  results: { result: number; active: boolean; discarded?: boolean }[];
  options: { flavor?: string };
}

/**
 * foundry.dice.Roll for the table: parses "NdM + NdM" (and "NdMx", which
 * explodes like Foundry's: a term's own dice first, then a die appended for
 * each face M, those too; "NdMkl", which keeps the lowest; a flavor
 * "NdM[known]", kept in the term's `options.flavor` as Foundry keeps it),
 * takes its faces from `table.faces`, term by term in the formula's order (then 1s on an
 * exploding term, 6s otherwise), records how it was evaluated, and lands like
 * any other round trip (a roll a user may type in takes time).
 */
export class TableRoll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  static TOOLTIP_TEMPLATE = "templates/dice/tooltip.html";
  terms: TableDie[];
  _evaluated = false;
  constructor(
    public formula: string,
    public data: Data = {},
    public options: Data = {},
  ) {
    this.terms = formula
      .split("+")
      .map((part) => /^\s*(\d+)d(\d+)(x|kl)?(?:\[([^\]]*)\])?\s*$/.exec(part))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({
        number: Number(m[1]),
        faces: Number(m[2]),
        explode: m[3] === "x",
        keepLowest: m[3] === "kl",
        results: [],
        options: m[4] === undefined ? {} : { flavor: m[4] },
      }));
  }
  get dice(): TableDie[] {
    return this.terms;
  }
  async evaluate(options: Data = {}): Promise<this> {
    const table = currentTable();
    table.rolls.push({ formula: this.formula, options: { ...options }, user: table.user.id });
    return table.defer(`roll ${this.formula}`, () => {
      for (const term of this.terms) {
        // An exploding term runs out on 1s, so a test that gives too few faces still ends.
        const face = (): number => table.faces.shift() ?? (term.explode ? 1 : 6);
        term.results = Array.from({ length: term.number }, () => ({ result: face(), active: true }));
        if (term.explode)
          for (let i = 0; i < term.results.length; i++)
            if (term.results[i]?.result === term.faces) term.results.push({ result: face(), active: true });
        if (term.keepLowest) {
          const kept = term.results.reduce(
            (low, r, i) => (r.result < (term.results[low]?.result ?? Infinity) ? i : low),
            0,
          );
          term.results.forEach((r, i) => {
            if (i !== kept) Object.assign(r, { active: false, discarded: true });
          });
        }
      }
      this._evaluated = true;
      return this;
    });
  }
  async render(): Promise<string> {
    return "";
  }
  /**
   * Post the roll as a chat message (its data, the roll kept as sent), with
   * the visibility of the roll mode it is given (`rollMode`, or v14's
   * `messageMode`), else of the rolling client's own `core.rollMode`, as
   * Foundry's `Roll#toMessage` applies it (`applyRollMode`).
   */
  toMessage(data: Data = {}, options: { rollMode?: string; messageMode?: string } = {}): Promise<TableMessage> {
    const create = (globalThis as unknown as { ChatMessage: { create(d: Data): Promise<TableMessage> } }).ChatMessage
      .create;
    const game = (globalThis as unknown as { game: { settings: { get(s: string, k: string): unknown } } }).game;
    const mode = options.rollMode ?? options.messageMode ?? String(game.settings.get("core", "rollMode"));
    return create(applyRollMode({ ...data, rolls: [this.toJSON()] }, mode));
  }
  toJSON(): Data {
    return { formula: this.formula, options: this.options };
  }
}
