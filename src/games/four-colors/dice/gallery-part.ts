/**
 * Rolling the Planets in the gallery: the roll dialog and the chat cards,
 * built with the same pure context builders the Foundry classes call, on the
 * seed's worked examples.
 */
import type { RoleView } from "../../../core/roles";
import type { GalleryEntry } from "../../../core/gallery-entry";
import type { Force } from "../../../rules/four-colors";
import en from "../../../../lang/en.json";
import { buildDialogContext } from "./dialog-context";
import { defaultDialogState, type DialogState, type PartnerOption } from "./dialog-state";
import { buildCardContext } from "./card-context";
import { planRoll, type ExtractedResults, type HierarchyRollData } from "./roll-data";
import { BEPPE, CARDINAL, MESSER_BRUNO, RENAISSANCE_MAN, SAMPLE_SOURCES } from "./samples";
import { translatorFor } from "./translate";
import { stakesCardContext } from "./stakes-context";
import { applyStakesAction, newStakesCard, type StakesUser } from "./stakes-state";

const t = translatorFor(en);

const DIALOG_CLASSES = ["story-engines", "four-colors", "se-fc-roll-dialog"];
const DIALOG_PARTS = [
  "four-colors/dice/dialog-form.hbs",
  "four-colors/dice/dialog-odds.hbs",
  "four-colors/dice/dialog-footer.hbs",
];

const PARTNERS: PartnerOption[] = [{ ...RENAISSANCE_MAN, uuid: "Actor.renaissanceMan01" }];

/** Characters offered as opponents: the Diceless samples and Renaissance Man. */
const OPPONENT_OPTIONS = [
  ...SAMPLE_SOURCES.map((s) => ({ uuid: s.uuid, name: s.name })),
  { uuid: "Actor.renaissanceMan01", name: RENAISSANCE_MAN.name },
];

function dialogEntry(id: string, title: string, state: DialogState, readOnly = false, several = false): GalleryEntry {
  const context = buildDialogContext({
    omega: { ...CARDINAL, uuid: "Actor.theCardinal0001" },
    state,
    partners: PARTNERS,
    sources: SAMPLE_SOURCES,
    readOnly,
    severalHindrances: several,
    opponentOptions: OPPONENT_OPTIONS,
    t,
  });
  return {
    id,
    title,
    kind: "dialog",
    classes: DIALOG_CLASSES,
    width: 520,
    parts: DIALOG_PARTS.map((template) => ({ template, context })),
  };
}

const PLAYER: StakesUser = { id: "ann", name: "Ann", isStoryguide: false, playsActor: true, playsPartner: false };
const STORYGUIDE: StakesUser = { id: "gm", name: "Gianni", isStoryguide: true, playsActor: false, playsPartner: false };

/** The stakes card the Storyguide sent, as one viewer sees it. */
function stakesEntry(
  id: string,
  title: string,
  data: HierarchyRollData,
  viewer: StakesUser,
  claimed = false,
  writerAway: RoleView | null = null,
): GalleryEntry {
  let state = newStakesCard(data, { id: "gm", name: "Gianni" }, false);
  if (claimed) {
    const next = applyStakesAction(state, { type: "claim" }, PLAYER);
    if (next.ok) state = next.state;
  }
  return {
    id,
    title,
    kind: "chat",
    classes: [],
    parts: [
      {
        template: "four-colors/dice/stakes-card.hbs",
        context: stakesCardContext(state, viewer, { actor: "Ann", partner: "" }, writerAway),
      },
    ],
  };
}

function cardEntry(id: string, title: string, data: HierarchyRollData, rolled: ExtractedResults): GalleryEntry {
  return {
    id,
    title,
    kind: "chat",
    classes: [],
    parts: [{ template: "four-colors/dice/card.hbs", context: buildCardContext(data, rolled, { t }) }],
  };
}

const stakes = { favored: ["known" as const], opposed: ["lost" as const] };

export function diceGalleryEntries(): GalleryEntry[] {
  const plain: DialogState = { ...defaultDialogState(), favored: ["known"], opposed: ["lost"] };
  const broken: DialogState = {
    ...defaultDialogState(),
    favored: ["known", "dynamic"],
    opposed: ["known", "passion", "static", "lost"],
    benefit: { faces: 1, major: true, source: null, trait: null },
  };
  const combinedTogether: DialogState = {
    ...plain,
    partner: "Actor.renaissanceMan01",
    mode: "together",
    hindrance: { faces: 8, major: true, source: null, trait: null },
  };
  const sourced: DialogState = {
    ...plain,
    benefit: { faces: 6, major: true, source: BEPPE.uuid, trait: BEPPE.traits[0]?.id ?? null },
    hindrance: { faces: 10, major: false, source: MESSER_BRUNO.uuid, trait: null },
  };

  const withOpponents: DialogState = {
    ...plain,
    counts: { known: 2 },
    opponents: [
      { faces: 12, major: true, actor: MESSER_BRUNO.uuid, name: "" },
      { faces: 8, major: true, actor: null, name: "A Murano glassblower" },
      { faces: null, major: true, actor: null, name: "" },
    ],
  };
  const badCount: DialogState = { ...plain, counts: { known: 0 }, opponents: [] };

  const single = planRoll({ stakes, difficulty: "moderate", actor: CARDINAL, circumstance: {}, degrees: false });
  const severalPlan = planRoll({
    stakes,
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: {},
    degrees: true,
    counts: { known: 2 },
    opponents: [
      { name: MESSER_BRUNO.name, uuid: MESSER_BRUNO.uuid, faces: 12, major: true },
      { name: "A Murano glassblower", uuid: null, faces: 8, major: true },
      { name: "Beppe", uuid: BEPPE.uuid, faces: 6, major: false },
    ],
  });
  const withCircumstance = planRoll({
    stakes,
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 8, major: false } },
    degrees: false,
  });
  const combined = (mode: "opposed" | "together", favored: Force[], opposed: Force[]) =>
    planRoll({
      stakes: { favored, opposed },
      difficulty: "moderate",
      actor: CARDINAL,
      partner: RENAISSANCE_MAN,
      mode,
      circumstance: {},
      degrees: false,
    });
  const withDegree = { ...single, degrees: true };
  const withSources = planRoll({
    stakes,
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 10, major: false } },
    sources: {
      benefit: {
        name: BEPPE.name,
        uuid: BEPPE.uuid,
        trait: { name: "Strong as an ox", uuid: `${BEPPE.uuid}.Item.beppeTrait000001` },
      },
      hindrance: { name: MESSER_BRUNO.name, uuid: MESSER_BRUNO.uuid, trait: null },
    },
    degrees: false,
  });

  return [
    dialogEntry("four-colors-roll-dialog", "Four Colors: Roll the Planets dialog", plain),
    dialogEntry("four-colors-roll-dialog-problems", "Four Colors: roll dialog with problems (Roll disabled)", broken),
    dialogEntry("four-colors-roll-dialog-readonly", "Four Colors: roll dialog, read-only for a player", plain, true),
    dialogEntry(
      "four-colors-roll-dialog-combined",
      "Four Colors: roll dialog, combined roll (together)",
      combinedTogether,
    ),
    dialogEntry(
      "four-colors-roll-dialog-sources",
      "Four Colors: roll dialog, circumstance dice with their Diceless sources",
      sourced,
    ),
    dialogEntry(
      "four-colors-roll-dialog-opponents",
      "Four Colors: roll dialog, two dice for Known and one Hindrance die per opponent",
      withOpponents,
      false,
      true,
    ),
    dialogEntry(
      "four-colors-roll-dialog-opponents-readonly",
      "Four Colors: roll dialog with opponents, read-only for a player",
      withOpponents,
      true,
      true,
    ),
    dialogEntry(
      "four-colors-roll-dialog-opponents-empty",
      "Four Colors: roll dialog, several Hindrance dice on, no opponent yet; a bad count of dice",
      badCount,
      false,
      true,
    ),
    cardEntry(
      "four-colors-roll-card-opponents",
      "Four Colors: card with two dice for Known and three opponents (one of them the cause)",
      severalPlan,
      {
        planets: { known: 4, dynamic: 5, static: 5, lost: 17 },
        several: { known: [9, 4] },
        opponents: [6, 2, 19],
      },
    ),
    cardEntry(
      "four-colors-roll-card-opponents-held",
      "Four Colors: card with opponents whose dice do not rule (tie with Benefit)",
      { ...severalPlan, circumstance: { benefit: { faces: 6, major: true } }, degrees: false },
      {
        planets: { known: 3, dynamic: 5, static: 5, lost: 17 },
        several: { known: [3, 7] },
        benefit: 2,
        opponents: [2, 11, 4],
      },
    ),
    cardEntry("four-colors-roll-card", "Four Colors: Rolling the Planets card", single, {
      planets: { known: 2, dynamic: 5, static: 5, lost: 17 },
    }),
    cardEntry(
      "four-colors-roll-card-circumstance",
      "Four Colors: card with circumstance dice (the Benefit die rules)",
      withCircumstance,
      {
        planets: { known: 4, dynamic: 2, static: 3, lost: 11 },
        benefit: 1,
        hindrance: 3,
      },
    ),
    cardEntry(
      "four-colors-roll-card-sources",
      "Four Colors: card with circumstance dice named after their Diceless sources",
      withSources,
      {
        planets: { known: 2, dynamic: 4, static: 6, lost: 13 },
        benefit: 3,
        hindrance: 7,
      },
    ),
    cardEntry(
      "four-colors-roll-card-opposed",
      "Four Colors: combined roll, against each other (arm-wrestling)",
      combined("opposed", ["dynamic"], ["lost"]),
      {
        planets: { known: 1, passion: 3, dynamic: 3, static: 4, lost: 5 },
      },
    ),
    cardEntry(
      "four-colors-roll-card-together",
      "Four Colors: combined roll, together (the better reading is used)",
      combined("together", ["static"], ["passion"]),
      {
        planets: { known: 5, passion: 1, dynamic: 3, static: 2, lost: 9 },
      },
    ),
    cardEntry("four-colors-roll-card-degree", "Four Colors: card with the optional degree of success", withDegree, {
      planets: { known: 1, dynamic: 4, static: 4, lost: 20 },
    }),
    stakesEntry(
      "four-colors-stakes-card-player",
      "Four Colors: stakes the Storyguide sent, as the player sees them (Roll)",
      withSources,
      PLAYER,
    ),
    stakesEntry(
      "four-colors-stakes-card-writer-away",
      "Four Colors: stakes with no GM and the Storyguide who sent them away (no control; who must connect)",
      withSources,
      PLAYER,
      false,
      { labelKey: "STORY_ENGINES.FourColors.Roles.storyguide", holders: "Gianni", mine: false, absent: true },
    ),
    stakesEntry(
      "four-colors-stakes-card-storyguide",
      "Four Colors: stakes card as the Storyguide sees it while the player rolls",
      withSources,
      STORYGUIDE,
      true,
    ),
    cardEntry(
      "four-colors-roll-card-stakes-set",
      "Four Colors: roll card naming who set the stakes",
      { ...withSources, setBy: "Gianni" },
      { planets: { known: 2, dynamic: 4, static: 6, lost: 13 }, benefit: 3, hindrance: 7 },
    ),
  ];
}
