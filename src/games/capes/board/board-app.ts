/**
 * The Complication board (ApplicationV2): one window per board journal,
 * the same board on every client. Thin: reads the board and the sheets,
 * calls the pure context builders, renders six parts; when the board or a
 * character changes, re-renders only the parts whose content changed (what
 * a player typed in another part survives). Buttons: actions.ts.
 */
import { templatePath } from "../../../core/game-definition";
import { fingerprint } from "../../../core/part-render";
import { reflectPending } from "../../../core/pending-actions";
import type { capes } from "../../../rules";
import { CAPES_LANG, HERO_TYPE } from "../data/common";
import { readHero } from "../data/hero";
import { BOARD_ACTIONS } from "./actions";
import { BOARD_PARTS, boardContext, type BoardPart } from "./board-context";
import { boardJournal, gatherSheets, readBoard, readRepair } from "./documents";
import { boardActorUuids } from "./state";
import { exampleList } from "./example-loader";
import { requesterFor } from "./editor-role";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationRenderOptions;

/** Open board windows, by board UUID. */
export const openBoards = new Map<string, CapesBoardApp>();

export class CapesBoardApp extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["story-engines", "capes", "capes-board"],
    position: { width: 1040, height: 800 },
    window: { resizable: true, title: `${CAPES_LANG}.Board.windowTitle` },
    actions: { ...BOARD_ACTIONS },
  };

  static override PARTS = {
    header: { template: templatePath("capes/board/header.hbs") },
    complications: { template: templatePath("capes/board/complications.hbs"), scrollable: [""] },
    cast: { template: templatePath("capes/board/cast.hbs") },
    controls: { template: templatePath("capes/board/controls.hbs"), scrollable: [""] },
    ledger: { template: templatePath("capes/board/ledger.hbs") },
    log: { template: templatePath("capes/board/log.hbs"), scrollable: [""] },
  };

  board: capes.CapesBoard | null = null;
  sheets: capes.Sheets = {};
  selection: capes.DieRef | null = null;
  private examples: { id: string; name: string }[] | null = null;
  private shown = new Map<string, string>();

  constructor(readonly boardUuid: string) {
    super({ id: `capes-board-${boardUuid.replace(/[^\w-]/g, "-")}` });
  }

  /** The board version this window shows: requests made from it carry it. */
  get version(): number {
    return this.board?.version ?? 0;
  }

  /** The character whose action it is. */
  get actingId(): string | null {
    const turn = this.board?.scene.turn;
    return turn ? (turn.order[turn.index] ?? null) : null;
  }

  private contexts(): Record<BoardPart, Record<string, unknown>> | null {
    const journal = boardJournal(this.boardUuid);
    const board = readBoard(journal);
    this.board = board;
    if (!board || !journal) return null;
    // The sheets as the board has them: a change an owner's client has yet to write shows already.
    this.sheets = gatherSheets(boardActorUuids(board), readRepair(journal));
    const actors = game.actors
      .filter((a) => a.type === HERO_TYPE)
      .map((a) => ({ uuid: a.uuid, name: a.name, kind: readHero(a.system).kind }));
    return boardContext({
      board,
      sheets: this.sheets,
      // The Editor's controls go to the Editor this board names (the table role).
      viewer: requesterFor(board, game.user),
      selection: this.selection,
      actors,
      examples: this.examples ?? [],
      users: game.users.filter((u) => !u.isGM).map((u) => ({ id: u.id, name: u.name })),
    });
  }

  protected override async _prepareContext(options: RenderOptions): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    // The example Scenes, for whoever is the Editor (any user): set up from the set-up's select.
    if (this.examples === null) this.examples = await exampleList();
    const parts = this.contexts();
    if (!parts) {
      ui.notifications.warn(`${CAPES_LANG}.Problem.no-board`, { localize: true });
      return { ...base, parts: {} };
    }
    return { ...base, parts };
  }

  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: RenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._preparePartContext(partId, context, options);
    const part = (context.parts as Record<string, Record<string, unknown>> | undefined)?.[partId] ?? {};
    this.shown.set(partId, fingerprint(part));
    return { ...base, ...part };
  }

  protected override async _onRender(context: Record<string, unknown>, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    reflectPending(this, this.element);
  }

  protected override _onClose(options: object): void {
    super._onClose(options);
    openBoards.delete(this.boardUuid);
  }

  /** Re-render the parts whose content changed since they were drawn. */
  refresh(): void {
    if (!this.rendered) return;
    const parts = this.contexts();
    if (!parts) return;
    const changed = BOARD_PARTS.filter((p) => this.shown.get(p) !== fingerprint(parts[p]));
    if (changed.length > 0) void this.render({ parts: [...changed] });
  }

  /** Pick a die (or drop the pick): the Complications and the controls show it. */
  select(die: capes.DieRef): void {
    const same =
      this.selection?.complicationId === die.complicationId &&
      this.selection.side === die.side &&
      this.selection.die === die.die;
    this.selection = same ? null : die;
    this.refresh();
  }
}
