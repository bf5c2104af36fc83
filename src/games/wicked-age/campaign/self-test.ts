/**
 * In-Foundry self-test of a chapter (Quench), from the first deal of the
 * oracle to the end of the chapter and into the next, through the GM's
 * query handlers as the windows send them: the first deal begins chapter 1
 * (four cards from the world's deck onto a new story sheet, the cards left
 * in the deck); a character is read from an element and its sheet made with
 * the element as its description; with a character on the owe list (as
 * after a conflict's round 1, which the conflict flow plays) the chapter
 * ends: the topper is crossed off onto chapter 2's story sheet; no one may
 * deal before the topper chooses the oracle and an element; then three
 * cards follow. The owe list, story sheet and deal windows open. The
 * campaign is restored and everything the batch made is deleted after.
 */
import { askGM } from "../../../core/gm-query";
import {
  FLOW_TIMEOUT,
  requireWorld,
  type QuenchContext,
  type SelfTestFlow,
} from "../../../core/self-test/quench-context";
import { setSetting } from "../../../core/settings";
import { CHARACTER_TYPE } from "../data/common";
import { QUERIES } from "../queries";
import { newCampaign } from "./campaign";
import { CAMPAIGN_SETTING, readCampaignSetting } from "./campaign-store";
import { WickedDealDialog, WickedOweList, WickedStorySheet } from "./apps";
import { journalOf, storyOf } from "./story-store";

type Answer = { ok: boolean; reason?: string; uuid?: string };

const ask = async (query: string, data: Record<string, unknown>): Promise<Answer> =>
  (await askGM(query, data)) as Answer;

async function must(query: string, data: Record<string, unknown>): Promise<Answer> {
  const answer = await ask(query, data);
  if (!answer.ok) throw new Error(`refused: ${answer.reason ?? "?"}`);
  return answer;
}

interface Before {
  campaign: unknown;
  actors: Set<string>;
  journals: Set<string>;
  messages: Set<string>;
  cards: Set<string>;
}

const ids = (docs: readonly { id: string | null }[]) => new Set(docs.map((d) => d.id ?? ""));

function currentStory() {
  return storyOf(journalOf(readCampaignSetting().storyUuid));
}

function batch({ describe, it, before, after, assert }: QuenchContext): void {
  describe("In a Wicked Age: a chapter from the first deal into the next", () => {
    let was: Before | null = null;

    before(async function () {
      this.timeout(FLOW_TIMEOUT);
      requireWorld(game.user.isGM, "to be run by the GM");
      // The GM deals here; with a friend connected the book leaves the deal to them.
      requireWorld(
        game.users.contents.every((u) => u.id === game.user.id || !u.active),
        "no one else connected (the GM leaves the deal to a friend who is)",
      );
      was = {
        campaign: readCampaignSetting(),
        actors: ids(game.actors.contents),
        journals: ids(game.journal.contents),
        messages: ids(game.messages.contents),
        cards: ids(game.cards.contents),
      };
      await setSetting(CAMPAIGN_SETTING, newCampaign());
    });

    after(async () => {
      if (!was) return;
      const before = was;
      for (const a of game.actors.contents.filter((d) => !before.actors.has(d.id ?? ""))) await a.delete();
      for (const j of game.journal.contents.filter((d) => !before.journals.has(d.id ?? ""))) await j.delete();
      for (const m of game.messages.contents.filter((d) => !before.messages.has(d.id ?? ""))) await m.delete();
      for (const c of game.cards.contents.filter((d) => !before.cards.has(d.id ?? ""))) await c.delete();
      await setSetting(CAMPAIGN_SETTING, before.campaign);
    });

    it("deals the oracle: chapter 1 begins, four elements go onto its story sheet", async function () {
      this.timeout(FLOW_TIMEOUT);
      const dealt = await must(QUERIES.deal, { oracle: "bloodAndSex", version: readCampaignSetting().version });
      const campaign = readCampaignSetting();
      assert.equal(campaign.chapter, 1);
      assert.equal(campaign.storyUuid, dealt.uuid);
      const story = currentStory();
      assert.equal(story?.oracle, "bloodAndSex");
      assert.equal(story?.elements.length, 4);
      assert.ok(
        story?.elements.every((e) => e.card !== "" && e.text !== ""),
        "each card names an entry",
      );
      const deck = game.cards.find((c) => c.getFlag("story-engines", "wickedDeck") === true);
      assert.equal(deck?.cards.contents.length, 52, "the cards return to the deck");
      const again = await ask(QUERIES.deal, { oracle: "bloodAndSex", version: readCampaignSetting().version });
      assert.equal(again.ok, false, "a story sheet is dealt once");
    });

    it("reads a character from an element and makes its sheet from the entry", async function () {
      this.timeout(FLOW_TIMEOUT);
      const storyUuid = readCampaignSetting().storyUuid;
      const send = (data: Record<string, unknown>) =>
        must(QUERIES.story, { storyUuid, version: currentStory()?.version ?? -1, ...data });
      await send({ op: "add", name: "Self-test horseman", element: 0 });
      const entry = currentStory()?.characters[0];
      assert.equal(entry?.name, "Self-test horseman");
      await send({ op: "createActor", characterId: entry?.id ?? "" });
      const uuid = currentStory()?.characters[0]?.actorUuid ?? "";
      const actor = fromUuidSync(uuid) as Actor | null;
      assert.ok(actor, "the sheet is made and linked from the entry");
      const element = currentStory()?.elements[0]?.text ?? "";
      assert.ok(String(actor?.system.description).includes(element), "its description copies the element");
    });

    it("ends the chapter: the owe list's topper is crossed off onto chapter 2's story sheet", async function () {
      this.timeout(FLOW_TIMEOUT);
      const topper = await Actor.create({ name: "Self-test topper", type: CHARACTER_TYPE });
      const entry = { actorUuid: topper?.uuid ?? "", name: "Self-test topper" };
      const campaign = readCampaignSetting();
      await setSetting(CAMPAIGN_SETTING, { ...campaign, owe: [entry, entry], version: campaign.version + 1 });
      const ended = await must(QUERIES.campaign, { op: "endChapter", version: readCampaignSetting().version });
      const next = readCampaignSetting();
      assert.equal(next.chapter, 2);
      assert.equal(next.storyUuid, ended.uuid);
      assert.deepEqual(
        next.owe.map((e) => e.name),
        ["Self-test topper"],
        "one occurrence crossed off",
      );
      assert.deepEqual(
        currentStory()?.recurring.map((r) => [r.name, r.how]),
        [["Self-test topper", "topper"]],
      );
    });

    it("no one deals before the topper chooses; then three cards follow the chosen element", async function () {
      this.timeout(FLOW_TIMEOUT);
      const early = await ask(QUERIES.deal, { oracle: "nestOfVipers", version: readCampaignSetting().version });
      assert.equal(early.ok, false, "the topper chooses first");
      const storyUuid = readCampaignSetting().storyUuid;
      await must(QUERIES.story, {
        storyUuid,
        version: currentStory()?.version ?? -1,
        op: "choose",
        oracle: "nestOfVipers",
        card: "A♠",
      });
      await must(QUERIES.deal, { oracle: "nestOfVipers", version: readCampaignSetting().version });
      const story = currentStory();
      assert.equal(story?.elements.length, 4);
      assert.deepEqual(
        story?.elements.map((e) => e.chosen),
        [true, false, false, false],
      );
      assert.ok(!story?.elements.slice(1).some((e) => e.card === "A♠"), "the chosen card is not dealt again");
    });

    it("opens the owe list, the story sheet and the deal dialog", async function () {
      this.timeout(FLOW_TIMEOUT);
      const owe = new WickedOweList();
      await owe.render({ force: true });
      assert.ok(owe.element.textContent?.includes("Self-test topper"), "the owe list shows its names");
      await owe.close();
      await WickedStorySheet.show(readCampaignSetting().storyUuid);
      const sheet = [...foundry.applications.instances.values()].find((a) => a instanceof WickedStorySheet);
      assert.ok(sheet?.element.textContent?.includes("A♠"), "the story sheet shows the chosen element");
      await sheet?.close();
      await WickedDealDialog.show();
      const deal = [...foundry.applications.instances.values()].find((a) => a instanceof WickedDealDialog);
      assert.ok(deal, "the deal dialog opens");
      await deal?.close();
    });
  });
}

export const chapterFlow: SelfTestFlow = {
  key: "chapter",
  displayName: "Story Engines: In a Wicked Age chapter flow",
  batch,
};
