/**
 * The seeded table fuzzer (issue #27 §3), shared by every game's
 * `tests/fuzz/<game>.test.ts`: a table of a GM and three or four players,
 * set up from the shipped packs (tests/harness/play-setup.ts) with the
 * game's roles handed out, plays at random. At each step a seat is chosen
 * and does one thing its own screen offers — clicks an enabled control of
 * one of its open windows or of its copy of a chat card (answering any
 * dialog with random valid values), changes a field of a window's form,
 * opens a sheet from its directory or its Table tools, closes a window — or
 * the table changes: a user disconnects or comes back, a client reloads,
 * two seats click at once. After every step the invariants of
 * invariants.ts are checked; a run stops at its first violation, with its
 * seed and the steps that led there (`FUZZ_SEED=… npx vitest run
 * tests/fuzz/<game>.test.ts` replays it).
 */
import type { FoundryRecord } from "../harness/fake-foundry";
import type { UserSeat } from "../harness/async-table";
import { PlayCard, startPlay, type Play, type PlayWindow, type Seat } from "../harness/play";
import { setUpFromPacks, type TableSetUp, type WorldDocuments } from "../harness/play-setup";
import { dialogs, dispatchableClick, fillForm, type PlayDialog } from "../harness/rendering-apps";
import type { TableActor } from "../harness/table-documents";
import { cardControls, randomValues, windowControls, type Control } from "./controls";
import { Watch, type Violation } from "./invariants";
import { Rng } from "./rng";

/** One game's fuzz table. */
export interface FuzzGame {
  /** The game's id ("venus"); role keys and the awaited probe use it. */
  id: string;
  seats: UserSeat[];
  setUp: TableSetUp;
  /** What else the table needs before the first step (each thing saying why). */
  prepare?: (play: Play, world: WorldDocuments) => Promise<void>;
  /** Windows a seat may open from its own screen besides its directory's sheets and Table tools. */
  openers?: (play: Play, seat: Seat) => Opener[];
  /** What a game's card or window says it awaits, beyond the core `.se-role-awaited` marker. */
  awaited?: (element: HTMLElement) => string[];
  /**
   * A write a client makes as the follow-up of a request its writer carried out
   * in the same step (`stepWrites`: every write of the step), besides the acting
   * seats' and the writer's own (Capes: a
   * hero's owner writes the sheet changes a board request recorded for it when
   * no GM was there to write them). Each game says why.
   */
  followUp?: (write: Write, stepWrites: readonly Write[], play: Play) => boolean;
}

/** A document write on the table: its round trip's label ("update Actor Zip") and the client that asked. */
export interface Write {
  label: string;
  writer: string;
}

/** A window a seat can open from something its screen shows. */
export interface Opener {
  label: string;
  open: () => Promise<unknown>;
}

export interface FuzzResult {
  seed: number;
  steps: number;
  log: string[];
  violations: Violation[];
}

/** The play table's record (installPlayTable's answer): the sheets registered by the games. */
export const fuzzRecord: { current: FoundryRecord | null } = { current: null };

/** How many dialogs one step may answer before the run calls it a hang. */
const MAX_DIALOGS_PER_STEP = 100;

/** How far back in the chat log a seat looks for a card to click (the cards in view). */
export const RECENT_CARDS = 6;
/** How many windows a seat keeps open at once. */
export const MAX_WINDOWS = 3;

type Kind = "click" | "fill" | "open" | "close" | "atOnce" | "presence" | "reload";
const WEIGHTS: Record<Kind, number> = { click: 62, fill: 8, open: 12, close: 4, atOnce: 6, presence: 5, reload: 3 };

/** Play `steps` steps of `game` from `seed`; stop at the first violation. */
export async function fuzz(game: FuzzGame, seed: number, steps: number): Promise<FuzzResult> {
  const rng = new Rng(seed);
  const play = startPlay(game.seats);
  const world = await setUpFromPacks(play, game.setUp);
  await game.prepare?.(play, world);
  const log: string[] = [];
  const watch = new Watch(play, game);
  // A dialog that keeps asking again within one step (its choices never valid, no way out) is a hang: fail it.
  let asked = 0;
  dialogs.ask = async (dialog) => {
    asked += 1;
    if (asked > MAX_DIALOGS_PER_STEP)
      throw new Error(`the dialog "${dialog.title}" asked again ${MAX_DIALOGS_PER_STEP} times in one step`);
    return answerAtRandom(dialog, rng, log);
  };
  const result: FuzzResult = { seed, steps: 0, log, violations: [] };
  try {
    let last: string[] = [];
    for (let step = 1; step <= steps; step += 1) {
      play.table.faces = Array.from({ length: 40 }, () => rng.int(1, 6));
      const kind = rng.weighted(WEIGHTS);
      watch.begin();
      asked = 0;
      const acted = await playStep(kind, play, game, rng, log, step);
      result.steps = step;
      last = acted.seats;
      result.violations = await watch.end(acted.seats, acted.error, step, kind === "presence");
      log.push(...watch.told);
      if (result.violations.length > 0) break;
    }
    // What the last steps left running lands on this table, not the next run's: wait for it, and check it too.
    if (result.violations.length === 0) {
      watch.begin();
      asked = 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const drained = await play.table.settle().then(
        () => null,
        (error: unknown) => error,
      );
      result.violations = await watch.end(last, drained, result.steps);
    }
  } finally {
    watch.stop();
  }
  return result;
}

interface Acted {
  seats: string[];
  error: unknown;
}

async function playStep(kind: Kind, play: Play, game: FuzzGame, rng: Rng, log: string[], n: number): Promise<Acted> {
  const seats = [...play.seats.values()].filter((s) => play.table.mustUser(s.id).active);
  const seat = rng.pick(seats);
  const note = (text: string) => {
    log.push(`#${n} ${text}`);
    // FUZZ_TRACE=1 prints each step as it starts: a run that hangs shows where (no violation ever prints it).
    if (process.env.FUZZ_TRACE) process.stderr.write(`#${n} ${text}\n`);
  };
  if (!seat || kind === "presence") return presence(play, rng, note);
  try {
    if (kind === "reload") {
      note(`${seat.name} reloads`);
      await play.reload(seat.id, async () => undefined);
      return { seats: [seat.id], error: null };
    }
    if (kind === "close" && seat.windows.length > 0) {
      const window = rng.pick(seat.windows) as PlayWindow;
      note(`${seat.name} closes ${window.app.constructor.name}`);
      await window.close();
      return { seats: [seat.id], error: null };
    }
    if (kind === "fill") {
      const forms = seat.windows.filter((w) => w.app.rendered && w.app.form !== null && fillable(w));
      const window = rng.pick(forms);
      if (window) {
        const values = randomValues(window.app.form as HTMLElement, rng, 0.3);
        if (Object.keys(values).length > 0) {
          note(`${seat.name} fills ${window.app.constructor.name} ${JSON.stringify(values)}`);
          await window.fill(values);
          return { seats: [seat.id], error: null };
        }
      }
    }
    if (kind === "atOnce") {
      const other = rng.pick(seats.filter((s) => s !== seat));
      const mine = pickSpread(await controlsOf(seat), rng);
      const theirs = other ? pickSpread(await controlsOf(other), rng) : undefined;
      if (other && mine && theirs) {
        note(`at once: ${seat.name} ${mine.label} | ${other.name} ${theirs.label}`);
        const outcomes = await play.atOnce([press(play, seat, mine, rng), press(play, other, theirs, rng)]);
        const failed = outcomes.find((o) => o.status === "rejected");
        return { seats: [seat.id, other.id], error: failed ? (failed as PromiseRejectedResult).reason : null };
      }
    }
    const controls = kind === "open" ? [] : await controlsOf(seat);
    const control = pickSpread(controls, rng);
    if (control) {
      note(`${seat.name} clicks ${control.label}`);
      await play.step(press(play, seat, control, rng));
      return { seats: [seat.id], error: null };
    }
    const opener = rng.pick(openersOf(play, game, seat));
    if (opener) {
      // A user keeps a few windows open: the oldest is closed before another opens.
      if (seat.windows.length >= MAX_WINDOWS) await (seat.windows[0] as PlayWindow).close();
      note(`${seat.name} opens ${opener.label}`);
      await play.step(play.table.as(seat.id, () => opener.open()));
      return { seats: [seat.id], error: null };
    }
    note(`${seat.name} has nothing to do`);
    return { seats: [seat.id], error: null };
  } catch (error) {
    return { seats: [seat.id], error };
  }
}

/** Whether a window's form is the user's to change (an editable sheet, or a window that is not a sheet). */
function fillable(window: PlayWindow): boolean {
  const app = window.app as unknown as { isEditable?: boolean; options: { form?: unknown } };
  return app.isEditable !== false && (app.isEditable === true || app.options.form !== undefined);
}

/** A user leaves or comes back: everyone's `userConnected` hook runs; a leaving user's windows are gone. */
async function presence(play: Play, rng: Rng, note: (text: string) => void): Promise<Acted> {
  const table = play.table;
  const user = rng.pick([...table.users.values()]);
  if (!user) return { seats: [], error: null };
  const seat = play.seat(user.id);
  try {
    if (user.active && [...table.users.values()].filter((u) => u.active).length > 1) {
      note(`${user.name} disconnects`);
      for (const window of [...seat.windows]) await window.close();
      table.disconnect(user.id);
    } else if (!user.active) {
      note(`${user.name} connects`);
      table.reconnect(user.id);
    } else return { seats: [], error: null };
    await play.step(
      (async () => {
        for (const other of table.users.values())
          if (other.active) await table.as(other.id, () => Hooks.callAll("userConnected", user, user.active));
      })(),
    );
    return { seats: [user.id], error: null };
  } catch (error) {
    return { seats: [user.id], error };
  }
}

/**
 * A control picked so that every kind of decision gets its turn: first one
 * of the actions shown (each action once, however many rows offer it), then
 * one of the controls for it.
 */
function pickSpread(controls: Control[], rng: Rng): Control | undefined {
  const actions = [...new Set(controls.map((c) => `${c.kind}:${c.action}`))];
  const action = rng.pick(actions);
  return rng.pick(controls.filter((c) => `${c.kind}:${c.action}` === action));
}

/** Everything the seat's screen offers to click: its open windows' controls, its chat cards' controls. */
async function controlsOf(seat: Seat): Promise<Control[]> {
  const out: Control[] = [];
  for (const window of seat.windows) out.push(...windowControls(window));
  const user = seat.play.table.mustUser(seat.id);
  const recent = seat.play.table.messages.filter((m) => m.visibleTo(user)).slice(-RECENT_CARDS);
  for (const message of recent) out.push(...cardControls(await new PlayCard(seat.play, seat, message).draw()));
  return out;
}

/** Click a control as the seat (first filling the fields beside it at random), without waiting for the table. */
function press(play: Play, seat: Seat, control: Control, rng: Rng): Promise<void> {
  const holder = control.element.closest("[data-form]") ?? control.element.closest("form");
  if (holder && rng.chance(0.5)) fillForm(holder, randomValues(holder, rng));
  return play.table.as(seat.id, async () => {
    if (control.kind === "window") await (control.surface as PlayWindow).app.click(control.element);
    else control.element.dispatchEvent(dispatchableClick());
  });
}

/** The windows a seat can open: a sheet from its directory, its Table tools, the game's own. */
function openersOf(play: Play, game: FuzzGame, seat: Seat): Opener[] {
  const out: Opener[] = [];
  const sheets = fuzzRecord.current?.sheets ?? [];
  for (const actor of play.table.directory(seat.id)) {
    const sheet = sheets.find((s) => s.documentName === "Actor" && s.types.includes((actor as TableActor).type));
    const open = seat.windows.some((w) => (w.app.options as { document?: unknown }).document === actor);
    if (!sheet || open) continue;
    const Sheet = sheet.sheetClass as new (options: object) => foundry.applications.api.ApplicationV2;
    out.push({ label: `the sheet of ${actor.name}`, open: () => seat.open(() => new Sheet({ document: actor })) });
  }
  if (!seat.windows.some((w) => w.app.constructor.name === "TableToolsApp"))
    out.push({
      label: "Table tools",
      open: async () => {
        const { TableToolsApp } = await import("../../src/core/table-tools-app");
        await seat.open(() => new TableToolsApp());
      },
    });
  out.push(...(game.openers?.(play, seat) ?? []));
  return out;
}

/** A dialog answered with random valid values and a random button (a confirming one more often). */
function answerAtRandom(dialog: PlayDialog, rng: Rng, log: string[]): unknown {
  const values = randomValues(dialog.form, rng, 0.8);
  const buttons = dialog.buttons.map((b) => b.action);
  const confirming = buttons.filter((b) => !/cancel|no|close/i.test(b));
  // A user may also close a dialog that answers a close (a dialog that asks again until its choices are valid
  // is left that way).
  if (dialog.closable && rng.chance(0.15)) {
    const line = `   dialog "${dialog.title}": closed`;
    log.push(line);
    if (process.env.FUZZ_TRACE) process.stderr.write(`${line}\n`);
    return dialog.close();
  }
  const action = (rng.chance(0.8) ? rng.pick(confirming) : undefined) ?? rng.pick(buttons) ?? "ok";
  const line = `   dialog "${dialog.title}": ${action} ${JSON.stringify(values)}`;
  log.push(line);
  if (process.env.FUZZ_TRACE) process.stderr.write(`${line}\n`);
  return dialog.press(action, values);
}

/** The report of a failing run: its seed, how to replay it, its last steps and what broke. */
export function report(game: FuzzGame, result: FuzzResult): string {
  return [
    `${game.id} fuzz seed ${result.seed}: ${result.violations.length} violation(s) at step ${result.steps}`,
    ...result.violations.map((v) => `  ✗ ${v.rule}: ${v.detail}`),
    `replay: FUZZ_SEED=${result.seed} FUZZ_STEPS=${result.steps} npx vitest run tests/fuzz/${game.id}.test.ts`,
    "steps:",
    ...result.log.slice(-60),
  ].join("\n");
}
