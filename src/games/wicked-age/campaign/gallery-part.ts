import type { GalleryEntry } from "../../../core/gallery-entry";
import { addToOweList, beginFirstChapter, newCampaign, type CampaignState } from "./campaign";
import { buildOweContext } from "./owe-context";
import { buildStoryContext, elementLabel } from "./story-context";
import { buildDealContext, dealCardContext } from "./deal-context";
import {
  addCharacter,
  addRecurring,
  chooseOracleElement,
  claimCharacter,
  newStory,
  recordDeal,
  setTimeAndPlace,
  type StoryState,
} from "./story";

const W = ["story-engines", "wicked-age"];
const USERS = { erin: "Erin", martha: "Martha", tom: "Tom", amy: "Amy" };

function ok<S>(result: { ok: true; state: S } | { ok: false; problem: string }): S {
  if (!result.ok) throw new Error(`gallery sample refused: ${result.problem}`);
  return result.state;
}

/** The book's example deal: Blood & Sex, K♦, 10♠, 10♣, 9♥; the characters read from it. */
export function exampleStory(): StoryState {
  let s = ok(
    recordDeal(newStory(1), "bloodAndSex", [
      { card: "K♦", text: "A company of desert horsemen, hiding a woman amongst them." },
      { card: "10♠", text: "A wandering spirit, visible at will, an inflamer of human passions." },
      {
        card: "10♣",
        text: "The marriage of a region's most beautiful girl, necessarily virgin and without blemish, to the dead stone effigy of a harvest god.",
      },
      {
        card: "9♥",
        text: "A wandering exorcist, severe, who accepts no payment for his services but who lusts after carnal congress.",
      },
    ]),
  );
  for (const [id, name, element] of [
    ["c1", "the chief of the horsemen", 0],
    ["c2", "the woman they're hiding", 0],
    ["c3", "the wandering spirit", 1],
    ["c4", "the beautiful girl", 2],
    ["c5", "the priest of the harvest god's cult", 2],
    ["c6", "the exorcist", 3],
    ["c7", "a boy of the region in love with the girl", 2],
  ] as const)
    s = ok(addCharacter(s, id, name, element));
  s = ok(claimCharacter(s, "c1", "amy"));
  s = ok(claimCharacter(s, "c4", "tom"));
  s = ok(claimCharacter(s, "c7", "martha"));
  s = { ...s, characters: s.characters.map((c) => (c.id === "c1" ? { ...c, actorUuid: "Actor.amek" } : c)) };
  return ok(setTimeAndPlace(s, "the harvest season", "a desert place; a city on the flood plain"));
}

export function exampleCampaign(): CampaignState {
  let c = ok(beginFirstChapter(newCampaign(), "JournalEntry.story1", "erin"));
  c = ok(
    addToOweList(c, [
      { actorUuid: "Actor.mekha", name: "Mekha" },
      { actorUuid: "Actor.tajie", name: "Tajie" },
      { actorUuid: "Actor.mekha", name: "Mekha" },
    ]),
  );
  return c;
}

/** Chapter 2 at its start: Mekha topped the owe list and is to choose. */
function topperToChoose(): StoryState {
  return ok(addRecurring(newStory(2), { actorUuid: "Actor.mekha", name: "Mekha", how: "topper" }));
}

/** Chapter 2 before the deal: Mekha topped the owe list and chose an element of a Nest of Vipers. */
function secondChapter(): StoryState {
  return ok(
    chooseOracleElement(
      topperToChoose(),
      "nestOfVipers",
      "A♠",
      "The daughter of an emperor, denied nothing, prey to fleeting whims, craving discipline.",
    ),
  );
}

/** Chapter 2 dealt: three cards after Mekha's element; Tom may claim an entry as Tajie, returning. */
export function secondChapterDealt(): StoryState {
  let s = ok(
    recordDeal(secondChapter(), "nestOfVipers", [
      { card: "Q♥", text: "The return of a reclusive enchantress to her home." },
      { card: "7♣", text: "A noble house's signatory ring, left behind in a street brawl." },
      { card: "3♦", text: "The celebration of a day sacred to the city's chief cult." },
    ]),
  );
  s = ok(addCharacter(s, "d1", "the emperor's daughter", 0));
  return ok(addCharacter(s, "d2", "the reclusive enchantress", 1));
}

export function campaignGalleryEntries(): GalleryEntry[] {
  const story = exampleStory();
  const campaign = exampleCampaign();
  const owe = (viewer: "gm" | "martha") =>
    buildOweContext(
      campaign,
      {
        isGM: viewer === "gm",
        owns: new Set(viewer === "martha" ? ["Actor.mekha"] : []),
        players: { "Actor.mekha": "Martha", "Actor.tajie": "Tom" },
      },
      true,
    );
  const storyEntry = (
    id: string,
    title: string,
    s: StoryState,
    viewer: { userId: string; isGM: boolean; isTopper: boolean },
    choices: Record<string, string> = {},
    returningChoices: Record<string, string> = {},
  ): GalleryEntry => ({
    id,
    title,
    kind: "dialog",
    classes: [...W, "wicked-story"],
    width: 560,
    parts: [
      {
        template: "wicked-age/campaign/story-sheet.hbs",
        context: buildStoryContext({
          story: s,
          viewer,
          users: USERS,
          gm: "erin",
          elementChoices: choices,
          actorNames: { "Actor.amek": "Amek" },
          returningChoices,
        }),
      },
    ],
  });
  return [
    {
      id: "wicked-age-owe-list",
      title: "In a Wicked Age: the owe list (Martha)",
      kind: "dialog",
      classes: [...W, "wicked-owe-list"],
      width: 380,
      parts: [{ template: "wicked-age/campaign/owe-list.hbs", context: owe("martha") }],
    },
    {
      id: "wicked-age-owe-list-gm",
      title: "In a Wicked Age: the owe list (GM)",
      kind: "dialog",
      classes: [...W, "wicked-owe-list"],
      width: 380,
      parts: [{ template: "wicked-age/campaign/owe-list.hbs", context: owe("gm") }],
    },
    storyEntry("wicked-age-story-sheet", "In a Wicked Age: story sheet, chapter 1 (Martha)", story, {
      userId: "martha",
      isGM: false,
      isTopper: false,
    }),
    storyEntry("wicked-age-story-sheet-gm", "In a Wicked Age: story sheet, chapter 1 (GM)", story, {
      userId: "erin",
      isGM: true,
      isTopper: false,
    }),
    storyEntry(
      "wicked-age-story-choose",
      "In a Wicked Age: chapter 2, the topper chooses",
      topperToChoose(),
      { userId: "martha", isGM: false, isTopper: true },
      {
        "nestOfVipers|A♠": elementLabel(
          "A Nest of Vipers",
          "A♠ The daughter of an emperor, denied nothing, prey to fleeting whims, craving discipline.",
        ),
        "bloodAndSex|K♦": elementLabel("Blood & Sex", "K♦ A company of desert horsemen, hiding a woman amongst them."),
      },
    ),
    storyEntry(
      "wicked-age-story-returning",
      "In a Wicked Age: chapter 2 dealt, an element claimed as a returning character (Tom)",
      secondChapterDealt(),
      { userId: "tom", isGM: false, isTopper: false },
      {},
      { "Actor.tajie": "Tajie" },
    ),
    {
      id: "wicked-age-deal-dialog",
      title: "In a Wicked Age: Deal the oracle, chapter 1",
      kind: "dialog",
      classes: [...W, "wicked-deal"],
      width: 420,
      parts: [{ template: "wicked-age/campaign/deal-dialog.hbs", context: buildDealContext(newStory(1)) }],
    },
    {
      id: "wicked-age-deal-dialog-later",
      title: "In a Wicked Age: Deal the oracle, chapter 2 (three cards)",
      kind: "dialog",
      classes: [...W, "wicked-deal"],
      width: 420,
      parts: [{ template: "wicked-age/campaign/deal-dialog.hbs", context: buildDealContext(secondChapter()) }],
    },
    {
      id: "wicked-age-card-deal",
      title: "In a Wicked Age: the oracle dealt",
      kind: "chat",
      classes: [],
      parts: [
        { template: "wicked-age/campaign/deal-card.hbs", context: dealCardContext("bloodAndSex", 1, story.elements) },
      ],
    },
  ];
}
