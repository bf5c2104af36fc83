/**
 * The whole board as one viewer sees it (pure): each part's context, by the
 * part's name, so the application renders — and re-renders — part by part.
 */
import { castContext, complicationsContext, headerContext, ledgerContext, logContext } from "./view-context";
import { controlsContext, type ControlsInput } from "./controls-context";

export const BOARD_PARTS = ["header", "complications", "cast", "controls", "ledger", "log"] as const;
export type BoardPart = (typeof BOARD_PARTS)[number];

export type BoardInput = ControlsInput;

export function boardContext(input: BoardInput): Record<BoardPart, Record<string, unknown>> {
  return {
    header: headerContext(input),
    complications: complicationsContext(input),
    cast: castContext(input),
    controls: controlsContext(input),
    ledger: ledgerContext(input),
    log: logContext(input),
  };
}
