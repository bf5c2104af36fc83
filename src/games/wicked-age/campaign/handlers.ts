/**
 * Chapters, GM side: the handlers of the `wicked-age.campaign`, `wicked-age.story`
 * and `wicked-age.deal` queries (one at a time in the GM queue). Each re-reads
 * the campaign setting or the story journal, refuses a request that saw
 * another version as stale, checks who is asking, runs the pure change,
 * and writes it back.
 */
import { askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { playerOwnerIds } from "../../../core/owners";
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { STALE_KEY } from "../../../core/versioned-state";
import { ORACLES, type OracleId } from "../../../rules/wicked";
import { CHARACTER_TYPE, NPC_TYPE } from "../data/common";
import { beginFirstChapter, endChapter, recordGm, removeAt, scratch, type CampaignResult } from "./campaign";
import { readCampaignSetting, writeCampaign } from "./campaign-store";
import { isChapterGM, mayActFor, playerGmOf } from "./table-sides";
import {
  addCharacter,
  addRecurring,
  awaitsTopperChoice,
  chooseOracleElement,
  claimAsRecurring,
  claimCharacter,
  linkActor,
  recordDeal,
  removeCharacter,
  setTimeAndPlace,
  cardsToDeal,
  type StoryResult,
  type StoryState,
} from "./story";
import { createStoryJournal, journalOf, storyOf, writeStory } from "./story-store";
import { dealCardContext } from "./deal-context";
import { oracleEntry } from "./oracles";
import { handOverNpcs } from "./npc-hand-over";

export type Answer = { ok: true; uuid?: string } | { ok: false; reason: string };

const W = "STORY_ENGINES.Wicked";
const fail = (reason: string): Answer => ({ ok: false, reason });
const stale = (): Answer => ({ ok: false, reason: STALE_KEY });
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The player of a character: a player owning it, else the Foundry GM who plays it; "" none. */
function playerOf(actorUuid: string): string {
  const actor = fromUuidSync(actorUuid) as Actor | null;
  if (!actor) return "";
  const gmOwn = actor.type === CHARACTER_TYPE ? game.users.filter((u) => u.isGM)[0]?.id : undefined;
  return playerOwnerIds(actor)[0] ?? gmOwn ?? "";
}

/** The topper of this chapter's story sheet (the recurring character crossed off the owe list), if any. */
function topperOf(story: StoryState | null): string {
  return story?.recurring.find((r) => r.how === "topper")?.actorUuid ?? "";
}

/** Tell the topper's player, in a whisper that outlasts a reload, that the next oracle is theirs to choose. */
async function whisperTopper(actorUuid: string, name: string, chapter: number): Promise<void> {
  const player = playerOf(actorUuid);
  if (!player) return;
  const text = game.i18n.format(`${W}.Story.topperTurn`, { name, chapter });
  await ChatMessage.create({
    content: `<p>${text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
    whisper: [player],
    speaker: { alias: game.i18n.localize(`${W}.Deal.speaker`) },
  });
}

// ---------------------------------------------------------------- the owe list and chapters

export async function gmCampaign(data: Record<string, unknown>, options: LocalQueryOptions): Promise<Answer> {
  const user = askingUser(data, options);
  if (!user) return fail("STORY_ENGINES.Notifications.notAllowed");
  const campaign = readCampaignSetting();
  if (data.version !== campaign.version) return stale();
  const op = str(data.op);
  let result: CampaignResult;
  if (op === "buyIn") {
    const actorUuid = str(data.actorUuid);
    const actor = fromUuidSync(actorUuid) as Actor | null;
    if (!actor) return fail(`${W}.Conflict.Problems.notYours`);
    const journal = journalOf(campaign.storyUuid);
    const story = storyOf(journal);
    if (!journal || !story) return fail(`${W}.Story.Problems.noStory`);
    result = scratch(campaign, actorUuid);
    if (!result.ok) return fail(result.problem);
    const added = addRecurring(story, { actorUuid, name: actor.name, how: "boughtIn" });
    if (!added.ok) return fail(added.problem);
    await writeCampaign(result.state);
    await writeStory(journal, added.state);
    return { ok: true };
  }
  // Who may (the chapter's GM ends the chapter; a Foundry GM corrects the list) is the declared rule (gm-handlers.ts).
  if (op === "remove") result = removeAt(campaign, typeof data.index === "number" ? data.index : -1);
  else if (op === "recordGm") {
    const story = storyOf(journalOf(campaign.storyUuid));
    const topper = topperOf(story);
    result = recordGm(campaign, str(data.gmUserId), topper ? playerOf(topper) || null : null);
    if (!result.ok) return fail(result.problem);
    await writeCampaign(result.state);
    // The chapter's NPC sheets made before the recording go to the player now running it.
    await handOverNpcs(story, playerGmOf(campaign), playerGmOf(result.state));
    return { ok: true };
  } else if (op === "endChapter") {
    if (campaign.chapter === 0) return fail(`${W}.Campaign.Problems.notBegun`);
    const topper = campaign.owe[0] ?? null;
    const journal = await createStoryJournal(campaign.chapter + 1, {
      recurring: topper ? [{ actorUuid: topper.actorUuid, name: topper.name, how: "topper" }] : [],
    });
    if (!journal) return fail(`${W}.Story.Problems.noStory`);
    result = endChapter(campaign, journal.uuid);
    if (result.ok) {
      await writeCampaign(result.state);
      // The chapter is over: its NPC sheets go back from the player who ran it.
      await handOverNpcs(storyOf(journalOf(campaign.storyUuid)), playerGmOf(campaign), "");
      if (topper) await whisperTopper(topper.actorUuid, topper.name, campaign.chapter + 1);
      return { ok: true, uuid: journal.uuid };
    }
  } else return fail(`${W}.Conflict.Problems.badRequest`);
  if (!result.ok) return fail(result.problem);
  await writeCampaign(result.state);
  return { ok: true };
}

// ---------------------------------------------------------------- the story sheet

/**
 * Make the sheet of a story character: a claimed one is its player's
 * character (the Foundry GM's own when someone else runs the chapter); the
 * rest are the chapter GM's NPCs, owned by a player running the chapter so
 * they can fill them in (whoever runs a later chapter plays them). Its
 * claimer or the chapter's GM asks: the declared rule.
 */
async function createActorFor(story: StoryState, characterId: string): Promise<StoryResult | Answer> {
  const character = story.characters.find((c) => c.id === characterId);
  if (!character) return fail(`${W}.Story.Problems.noCharacter`);
  const player = character.claimedBy ? game.users.get(character.claimedBy) : undefined;
  const chapterGm = playerGmOf();
  const element = story.elements[character.element]?.text ?? "";
  const actor = await Actor.create({
    name: character.name,
    type: player ? CHARACTER_TYPE : NPC_TYPE,
    system: {
      description: element ? `${character.name}: ${element}`.slice(0, 500) : "",
      ...(player ? { firstChapter: story.chapter } : {}),
    },
    ownership: { default: 0, ...(player ? { [player.id]: 3 } : chapterGm ? { [chapterGm]: 3 } : {}) },
    // The sheet is the character: its tokens are linked to it (round 4 decision).
    prototypeToken: { actorLink: true },
  });
  if (!actor) return fail(`${W}.Story.Problems.noCharacter`);
  return linkActor(story, characterId, actor.uuid);
}

export async function gmStory(data: Record<string, unknown>, options: LocalQueryOptions): Promise<Answer> {
  const user = askingUser(data, options);
  if (!user) return fail("STORY_ENGINES.Notifications.notAllowed");
  const journal = journalOf(str(data.storyUuid));
  const story = storyOf(journal);
  if (!journal || !story) return fail(`${W}.Story.Problems.noStory`);
  if (data.version !== story.version) return stale();
  const op = str(data.op);
  const character = str(data.characterId);
  const runs = isChapterGM(user);
  let result: StoryResult | Answer;
  switch (op) {
    case "choose": {
      const campaign = readCampaignSetting();
      // The topper's player chooses, and nobody else: the declared rule (gm-handlers.ts).
      if (campaign.storyUuid !== journal.uuid) return fail(`${W}.Story.Problems.noStory`);
      const oracle = str(data.oracle) as OracleId;
      const entry = await oracleEntry(oracle, str(data.card));
      result = entry
        ? chooseOracleElement(story, oracle, str(data.card), entry)
        : fail(`${W}.Story.Problems.pickElement`);
      break;
    }
    case "add":
      result = addCharacter(
        story,
        foundry.utils.randomID(),
        str(data.name),
        typeof data.element === "number" ? data.element : -1,
      );
      break;
    case "remove":
      result = removeCharacter(story, character);
      break;
    case "claim":
      // The chapter's GM takes the rest (the declared rule); a Foundry GM who does not run the chapter plays a character.
      result = claimCharacter(story, character, user.id);
      break;
    case "release":
      // Its claimer or the chapter's GM: the declared rule.
      result = claimCharacter(story, character, "");
      break;
    case "createActor":
      result = await createActorFor(story, character);
      break;
    case "claimReturning": {
      const actor = fromUuidSync(str(data.actorUuid)) as Actor | null;
      const wicked = actor?.type === CHARACTER_TYPE || actor?.type === NPC_TYPE;
      const npcOfMine = runs && actor?.type === NPC_TYPE;
      if (!actor || !wicked || !(npcOfMine || mayActFor(user, actor))) return fail(`${W}.Conflict.Problems.notYours`);
      result = claimAsRecurring(story, character, npcOfMine ? "" : user.id, {
        actorUuid: actor.uuid,
        name: actor.name,
      });
      break;
    }
    case "timePlace":
      result = setTimeAndPlace(story, str(data.time), str(data.place));
      break;
    default:
      return fail(`${W}.Conflict.Problems.badRequest`);
  }
  if (!result.ok) return fail("problem" in result ? result.problem : result.reason);
  if (!("state" in result)) return { ok: true };
  await writeStory(journal, result.state);
  return { ok: true };
}

// ---------------------------------------------------------------- dealing the oracle

const DECK_PACK = `${SYSTEM_ID}.wicked-age-deck`;

/** The world's deck for dealing, imported from the system's pack the first time. */
async function worldDeck(): Promise<Cards | null> {
  const found = game.cards.find((c) => c.getFlag(SYSTEM_ID, "wickedDeck") === true);
  if (found) return found;
  const pack = game.packs.get(DECK_PACK);
  const index = pack ? [...(await pack.getIndex())] : [];
  const id = index[0]?._id;
  return pack && id ? game.cards.importFromCompendium(pack, id) : null;
}

export async function gmDeal(data: Record<string, unknown>, options: LocalQueryOptions): Promise<Answer> {
  const user = askingUser(data, options);
  if (!user) return fail("STORY_ENGINES.Notifications.notAllowed");
  let campaign = readCampaignSetting();
  if (data.version !== campaign.version) return stale();
  const oracle = str(data.oracle) as OracleId;
  if (!ORACLES.includes(oracle)) return fail(`${W}.Story.Problems.unknownOracle`);
  let journal = journalOf(campaign.storyUuid);
  if (!journal) {
    // The first deal of the campaign begins chapter 1 (the GM running it is its GM).
    journal = (await createStoryJournal(Math.max(1, campaign.chapter))) ?? null;
    if (!journal) return fail(`${W}.Story.Problems.noStory`);
    const begun =
      campaign.chapter === 0
        ? beginFirstChapter(campaign, journal.uuid, game.user.id)
        : { ok: true as const, state: { ...campaign, storyUuid: journal.uuid, version: campaign.version + 1 } };
    if (!begun.ok) return fail(begun.problem);
    campaign = begun.state;
    await writeCampaign(campaign);
  }
  const story = storyOf(journal);
  if (!story) return fail(`${W}.Story.Problems.noStory`);
  if (story.dealt) return fail(`${W}.Story.Problems.alreadyDealt`);
  if (awaitsTopperChoice(story)) return fail(`${W}.Story.Problems.topperFirst`);
  const deck = await worldDeck();
  if (!deck) return fail(`${W}.Deal.noDeck`);
  await deck.shuffle({ chatNotification: false });
  const skip = new Set(story.elements.map((e) => e.card));
  const top = [...deck.cards.contents]
    .sort((a, b) => a.sort - b.sort)
    .map((c) => c.getFlag(SYSTEM_ID, "card"))
    .filter((c): c is string => typeof c === "string" && !skip.has(c))
    .slice(0, cardsToDeal(story));
  const cards = await Promise.all(top.map(async (card) => ({ card, text: await oracleEntry(oracle, card) })));
  const dealt = recordDeal(story, oracle, cards);
  if (!dealt.ok) return fail(dealt.problem);
  await writeStory(journal, dealt.state);
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("wicked-age/campaign/deal-card.hbs"),
    dealCardContext(oracle, dealt.state.chapter, cards),
  );
  await ChatMessage.create({ content, speaker: { alias: game.i18n.localize(`${W}.Deal.speaker`) } });
  return { ok: true, uuid: journal.uuid };
}
