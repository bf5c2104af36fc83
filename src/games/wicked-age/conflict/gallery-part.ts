import type { GalleryEntry } from "../../../core/gallery-entry";
import { buildTrackerContext, TRACKER_PARTS, type TrackerViewer } from "./tracker-context";
import { consequenceCardContext, exchangeCardContext, oweCardContext } from "./card-context";
import { diceDialogContext } from "./dice-choice";
import { termsDialogContext } from "./terms";
import {
  campBetween,
  campEnded,
  campGathering,
  campMove,
  campProposal,
  campRolling,
  SAMPLE_OPTIONS,
  tiedAtTheTop,
} from "./samples";
import type { ConflictState } from "./state";
import { sampleBoluTa, sampleExorcism, sampleStrengthItem } from "../sheets/samples";

const TRACKER_CLASSES = ["story-engines", "wicked-age", "wicked-tracker"];
const GM: TrackerViewer = { isGM: true, controls: new Set() };
const TAJIE: TrackerViewer = { isGM: false, controls: new Set(["tajie"]) };
const CAMP = "The horse company's camp";

function tracker(
  id: string,
  title: string,
  state: ConflictState,
  viewer: TrackerViewer,
  canBuy: string[] = [],
): GalleryEntry {
  const context = buildTrackerContext({
    state,
    viewer,
    options: SAMPLE_OPTIONS,
    title: CAMP,
    canBuy: new Set(canBuy),
    joinable: viewer.isGM,
  });
  return {
    id,
    title,
    kind: "dialog",
    classes: TRACKER_CLASSES,
    width: 600,
    parts: TRACKER_PARTS.map((part) => ({ template: `wicked-age/conflict/tracker-${part}.hbs`, context })),
  };
}

function card(id: string, title: string, template: string, context: Record<string, unknown>): GalleryEntry {
  return { id, title, kind: "chat", classes: [], parts: [{ template, context }] };
}

/** The conflict tracker in each phase, its dialogs, and its chat cards, from the book's four-way conflict. */
export function conflictGalleryEntries(): GalleryEntry[] {
  const between = campBetween();
  const ended = campEnded();
  const exchange = (state: ConflictState, i: number) => {
    const e = state.exchanges[i];
    if (!e) throw new Error(`no exchange ${i}`);
    return exchangeCardContext(state, e, CAMP);
  };
  const consequence = (state: ConflictState, i: number, after = { outOfChapter: false, dead: false }) => {
    const c = state.consequences[i];
    if (!c) throw new Error(`no consequence ${i}`);
    return consequenceCardContext(state, c, CAMP, after);
  };
  const bolu = {
    type: "wickedCharacter",
    system: sampleBoluTa(),
    items: [sampleStrengthItem("Exorcism", sampleExorcism(), "exorcism0000000a")],
  };
  return [
    tracker(
      "wicked-age-tracker-gathering",
      "In a Wicked Age: conflict tracker, choosing dice (GM)",
      campGathering(),
      GM,
    ),
    tracker(
      "wicked-age-tracker-rolling",
      "In a Wicked Age: conflict tracker, everyone rolls (Tajie's player)",
      campRolling(),
      TAJIE,
    ),
    tracker("wicked-age-tracker-tie", "In a Wicked Age: conflict tracker, a tie at the top (GM)", tiedAtTheTop(), GM),
    tracker(
      "wicked-age-tracker-move",
      "In a Wicked Age: conflict tracker, a move and the answer's odds (GM)",
      campMove(),
      GM,
    ),
    tracker(
      "wicked-age-tracker-between",
      "In a Wicked Age: conflict tracker, between rounds (Tajie's player)",
      between,
      TAJIE,
      ["tajie"],
    ),
    tracker(
      "wicked-age-tracker-negotiation",
      "In a Wicked Age: conflict tracker, negotiating (GM)",
      campProposal(),
      GM,
    ),
    tracker("wicked-age-tracker-ended", "In a Wicked Age: conflict tracker, the end (Tajie's player)", ended, TAJIE),
    {
      id: "wicked-age-dice-dialog",
      title: "In a Wicked Age: choosing dice for a conflict",
      kind: "dialog",
      classes: [],
      width: 420,
      parts: [{ template: "wicked-age/conflict/dice-dialog.hbs", context: diceDialogContext(bolu) }],
    },
    {
      id: "wicked-age-terms-dialog",
      title: "In a Wicked Age: proposing other terms",
      kind: "dialog",
      classes: [],
      width: 440,
      parts: [
        {
          template: "wicked-age/conflict/terms-dialog.hbs",
          context: termsDialogContext("Esan", "Amek", {
            kind: "character",
            dice: { covertly: 8, directly: 10, forMyself: 4, forOthers: 6, withLove: 6, withViolence: 12 },
            strengths: [],
          }),
        },
      ],
    },
    {
      id: "wicked-age-join-dialog",
      title: "In a Wicked Age: joining a conflict",
      kind: "dialog",
      classes: [],
      width: 360,
      parts: [
        {
          template: "wicked-age/conflict/join-dialog.hbs",
          context: {
            labelKey: "STORY_ENGINES.Wicked.Conflict.joinWho",
            actors: [
              { uuid: "Actor.a", name: "Bolu Ta" },
              { uuid: "Actor.b", name: "Tajie" },
            ],
          },
        },
      ],
    },
    card(
      "wicked-age-card-exchange-absolute",
      "In a Wicked Age: exchange card, Esan doubles Amy's answer",
      "wicked-age/conflict/exchange-card.hbs",
      exchange(between, 0),
    ),
    card(
      "wicked-age-card-exchange-advantage",
      "In a Wicked Age: exchange card, Tajie takes the advantage",
      "wicked-age/conflict/exchange-card.hbs",
      exchange(between, 2),
    ),
    card(
      "wicked-age-card-exchange-third",
      "In a Wicked Age: exchange card, round 3",
      "wicked-age/conflict/exchange-card.hbs",
      exchange(ended, ended.exchanges.length - 1),
    ),
    card(
      "wicked-age-card-owe",
      "In a Wicked Age: the owe list after round 1",
      "wicked-age/conflict/owe-card.hbs",
      oweCardContext(["Mekha"], CAMP),
    ),
    card(
      "wicked-age-card-consequence",
      "In a Wicked Age: consequence card, Amek injured",
      "wicked-age/conflict/consequence-card.hbs",
      consequence(ended, 0),
    ),
    card(
      "wicked-age-card-consequence-out",
      "In a Wicked Age: consequence card, out of the chapter",
      "wicked-age/conflict/consequence-card.hbs",
      consequence(ended, 1, { outOfChapter: true, dead: false }),
    ),
  ];
}
