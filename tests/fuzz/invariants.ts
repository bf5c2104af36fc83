/**
 * What the fuzzer checks after every step (issue #27 §3):
 *
 * - **nothing throws** on any client: the step itself, `console.error`
 *   (a GM handler's failure is logged there), an error notification, a GM
 *   reply carrying an error;
 * - **offered means allowed**: a request sent from a control a screen
 *   showed enabled is not refused by the GM side, except as stale
 *   (`STORY_ENGINES.Notifications.stale`), and a refusal says why (the
 *   GM's reply over the socket is read; a warning a window shows on its own
 *   client — a dialog's validation, "no GM connected" — goes to the step
 *   log instead: it says why, and no GM side refused);
 * - **no stall**: a chat card that any connected seat's copy shows awaiting
 *   something (the core `.se-role-awaited` marker, `[data-awaits]`, or the
 *   game's own markers) has an enabled control on some connected seat's
 *   copy, or says who is not connected; and no window or card says it
 *   awaits, as connected, a user who is not;
 * - **nothing unauthorised**: every document change that lands was written
 *   by a seat that acted in the step, or by a client that received a
 *   request in the step (the active GM's, or with no GM the document's
 *   writer: src/core/request-writer.ts) — and core ran that request's
 *   declared rule (src/core/request-rules.ts) before its handler, so a
 *   change no declared rule allows shows as a refusal above or as a write
 *   nobody asked for here; Foundry's own permission checks on each write
 *   are the table's (a refused write throws, caught above);
 * - **bounded**: every step settles within the table's bound (a flow that
 *   keeps sending round trips fails `settle`), and no control is left
 *   waiting (`aria-busy`) once the table settled.
 */
import { vi, type MockInstance } from "vitest";
import { PlayCard, type Play, type Seat } from "../harness/play";
import { STALE_KEY } from "../../src/core/versioned-state";
import { cardControls, type Control } from "./controls";
import { RECENT_CARDS, type FuzzGame } from "./engine";

export interface Violation {
  rule: "throws" | "offered-means-allowed" | "stall" | "unauthorised" | "bounded";
  detail: string;
}

interface Write {
  label: string;
  writer: string;
}

const CHANGES = /^(update|create|delete|pass|draw|shuffle|setting) /;
/** The core marker's "away" form (lang/en.json Core.Roles.awaitedAway): its English, or its key where a card shows keys. */
const AWAY = /who is not connected|Core\.Roles\.awaitedAway/;

export class Watch {
  private readonly errors: MockInstance;
  private readonly writes: Write[] = [];
  private marks = { notices: 0, socket: 0, errors: 0, writes: 0 };
  /** What the step's users were told (warnings, information), for the step log. */
  told: string[] = [];
  /** The recent cards as they stood before the step (a card the step left alone cannot have started stalling). */
  private before = new Map<string, string>();

  constructor(
    private readonly play: Play,
    private readonly game: FuzzGame,
  ) {
    this.errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const table = play.table;
    const defer = table.defer.bind(table);
    table.defer = <T>(label: string, apply: () => T | Promise<T>): Promise<T> => {
      const writer = table.user.id;
      return defer(label, async () => {
        const out = await apply();
        if (CHANGES.test(label)) this.writes.push({ label, writer });
        return out;
      });
    };
  }

  begin(): void {
    const table = this.play.table;
    this.told = [];
    this.before = new Map(table.messages.slice(-RECENT_CARDS).map((m) => [m.id, JSON.stringify(m.data)]));
    this.marks = {
      notices: table.notices.length,
      socket: table.socketMessages.length,
      errors: this.errors.mock.calls.length,
      writes: this.writes.length,
    };
  }

  stop(): void {
    this.errors.mockRestore();
  }

  /** The violations of the step just played by `acting` (which threw `error`, if anything). */
  async end(acting: string[], error: unknown, step: number, presence = false): Promise<Violation[]> {
    const table = this.play.table;
    const out: Violation[] = [];
    if (error) out.push({ rule: /did not settle/.test(String(error)) ? "bounded" : "throws", detail: describe(error) });
    for (const call of this.errors.mock.calls.slice(this.marks.errors))
      out.push({ rule: "throws", detail: `console.error: ${call.map(describe).join(" ")}` });
    for (const notice of table.notices.slice(this.marks.notices)) {
      if (notice.level === "error") out.push({ rule: "throws", detail: `${notice.user} was told: ${notice.message}` });
      else this.told.push(`   ${notice.user} is told (${notice.level}): ${notice.message}`);
    }
    const sent = table.socketMessages.slice(this.marks.socket);
    for (const { sender, message } of sent) {
      if (message.type !== "reply") continue;
      const result = message.result as { ok?: unknown; reason?: unknown; problems?: unknown } | undefined;
      const why = result ? reasonOf(result) : null;
      if (typeof message.error === "string")
        out.push({ rule: "throws", detail: `${String(message.name)} failed on ${sender}'s side: ${message.error}` });
      else if (result && result.ok === false && why === null)
        out.push({ rule: "offered-means-allowed", detail: `${String(message.name)} refused without saying why` });
      else if (result && result.ok === false && !STALE.test(why ?? ""))
        out.push({ rule: "offered-means-allowed", detail: `${String(message.name)} refused: ${why ?? ""}` });
    }
    const receivers = new Set(
      sent.filter((s) => s.message.type === "request").map((s) => String(s.message.gmId ?? s.message.writerId ?? "")),
    );
    const stepWrites = this.writes.slice(this.marks.writes);
    for (const write of stepWrites) {
      // The acting seats' own writes; the writer's (the active GM's, or with no GM a document's writer) when it
      // was asked in this step — core checked the request's declared rule before its handler ran.
      const allowed =
        acting.includes(write.writer) ||
        receivers.has(write.writer) ||
        this.game.followUp?.(write, stepWrites, this.play) === true;
      if (!allowed)
        out.push({
          rule: "unauthorised",
          detail: `${write.writer}'s client wrote "${write.label}" while ${acting.join(" and ")} acted`,
        });
    }
    if (out.length === 0) out.push(...(await this.stalls(presence)));
    if (out.length === 0) out.push(...this.busy());
    return out.map((v) => ({ ...v, detail: `step ${step}: ${v.detail}` }));
  }

  private connected(): Seat[] {
    return [...this.play.seats.values()].filter((s) => this.play.table.mustUser(s.id).active);
  }

  /** What an element says it awaits: the core marker, `[data-awaits]`, the game's own markers. */
  private awaited(element: HTMLElement): string[] {
    const core = [...element.querySelectorAll(".se-role-awaited, [data-awaits]")].map((el) =>
      (el.getAttribute("data-awaits") ?? el.textContent ?? "").replace(/\s+/g, " ").trim(),
    );
    return [...core, ...(this.game.awaited?.(element) ?? [])];
  }

  /** Cards awaiting what no connected seat can do; markers naming an absent user as present. */
  private async stalls(presence: boolean): Promise<Violation[]> {
    const out: Violation[] = [];
    const seats = this.connected();
    const absent = [...this.play.table.users.values()].filter((u) => !u.active).map((u) => u.name);
    // Only a card the step changed, or every recent card when someone left or came back.
    const recent = this.play.table.messages
      .slice(-RECENT_CARDS)
      .filter((m) => presence || this.before.get(m.id) !== JSON.stringify(m.data));
    for (const message of recent) {
      const waits: string[] = [];
      const controls: Control[] = [];
      const views: string[] = [];
      for (const seat of seats) {
        if (!message.visibleTo(this.play.table.mustUser(seat.id))) continue;
        const card = await new PlayCard(this.play, seat, message).draw();
        waits.push(...this.awaited(card.element));
        controls.push(...cardControls(card));
        views.push(`${seat.name} sees "${card.text.slice(0, 240)}" offering [${card.actions.join(", ")}]`);
      }
      const open = waits.filter((w) => !AWAY.test(w));
      if (open.length > 0 && controls.length === 0)
        out.push({
          rule: "stall",
          detail: `card ${message.id} awaits "${open[0] ?? ""}" and no connected seat has a control on it\n    ${views.join("\n    ")}`,
        });
    }
    for (const seat of seats)
      for (const window of seat.windows)
        for (const wait of this.awaited(window.element))
          if (!AWAY.test(wait) && absent.some((name) => wait.includes(name)))
            out.push({
              rule: "stall",
              detail: `${seat.name}'s ${window.app.constructor.name} awaits "${wait}" as if they were connected`,
            });
    return out;
  }

  /** A control still waiting once the table settled. */
  private busy(): Violation[] {
    const out: Violation[] = [];
    for (const seat of this.connected())
      for (const window of seat.windows)
        if (window.element.querySelector("[aria-busy='true']"))
          out.push({
            rule: "bounded",
            detail: `${seat.name}'s ${window.app.constructor.name} still shows a control waiting`,
          });
    return out;
  }
}

/** A stale request's reason: the core key, or a game's own "stale" problem code. */
const STALE = { test: (why: string): boolean => why === STALE_KEY || /^stale\b/.test(why) };

/** What a refusal says: a GMAnswer's `reason`, or a game's list of problems (Capes' board: code and message). */
function reasonOf(result: { reason?: unknown; problems?: unknown }): string | null {
  if (typeof result.reason === "string" && result.reason !== "") return result.reason;
  if (Array.isArray(result.problems) && result.problems.length > 0)
    return result.problems
      .map((p: unknown) =>
        typeof p === "object" && p ? Object.values(p as Record<string, unknown>).join(" ") : String(p),
      )
      .join("; ");
  return null;
}

function describe(value: unknown): string {
  if (value instanceof Error)
    return `${value.message}${value.stack ? `\n${value.stack.split("\n").slice(1, 6).join("\n")}` : ""}`;
  return typeof value === "string" ? value : JSON.stringify(value);
}
