/**
 * The story sheet at a real table, on the async table
 * (tests/harness/async-table.ts), in both landing orders: two players
 * claiming the same entry on the same view of the sheet — one plainly, one
 * as their returning character — one lands, the other is told its view was
 * stale and, sent again, is refused because the entry is taken; and a deal
 * asked for before the owe list's topper has chosen is refused, nothing
 * written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AsyncTable,
  installAsyncTable,
  uninstallAsyncTable,
  useTable,
  type LandingOrder,
} from "../../harness/async-table";
import { registerWickedAge } from "./register-wicked";
import { TableActor, TableDocument } from "../../harness/table-documents";
import type { StoryState } from "../../../src/games/wicked-age/campaign/story";

type Data = Record<string, unknown>;

const STALE = "STORY_ENGINES.Notifications.stale";
const ORDERS: LandingOrder[] = ["oldest-first", "newest-first"];
let table: AsyncTable;
let journal: TableJournal;
let settings: Map<string, unknown>;
let askGM: (name: string, data: Data) => Promise<unknown>;
let readStory: typeof import("../../../src/games/wicked-age/campaign/story").readStory;
let secondChapterDealt: typeof import("../../../src/games/wicked-age/campaign/gallery-part").secondChapterDealt;
let topperToChoose: () => StoryState;

/** A story sheet's JournalEntry: its flags, and the text page a reader sees. */
class TableJournal extends TableDocument {
  readonly page = new TableDocument("JournalEntryPage", "page1", { type: "text" });
  readonly pages = { contents: [this.page] };
  constructor(id: string, story: StoryState) {
    super("JournalEntry", id, { name: "Chapter 2", flags: { "story-engines": { wickedStory: story } } });
  }
  get type(): string {
    return "text";
  }
}

function storyNow(): StoryState {
  const story = readStory(journal.getFlag("story-engines", "wickedStory"));
  if (!story) throw new Error("no story");
  return story;
}

beforeAll(async () => {
  installAsyncTable();
  const g = globalThis as Record<string, unknown>;
  g.JournalEntry = TableJournal;
  const lookup = g.fromUuidSync as (uuid: string) => unknown;
  g.fromUuidSync = (uuid: string) => (journal && uuid === journal.uuid ? journal : lookup(uuid));
  const game = g.game as Record<string, unknown>;
  const users = game.users as { map: <U>(fn: (u: { id: string; name: string }) => U) => U[] };
  Object.defineProperty(users, "contents", { get: () => users.map((u) => u) });
  game.settings = {
    ...(game.settings as object),
    get: (_scope: string, key: string) => structuredClone(settings.get(key)),
    set: (_scope: string, key: string, value: unknown) =>
      table.defer(`setting ${key}`, () => {
        settings.set(key, structuredClone(value));
        return value;
      }),
  };
  const { campaignHandlers } = await import("../../../src/games/wicked-age/campaign/gm-handlers");
  ({ askGM } = await import("../../../src/core/gm-query"));
  ({ readStory } = await import("../../../src/games/wicked-age/campaign/story"));
  ({ secondChapterDealt } = await import("../../../src/games/wicked-age/campaign/gallery-part"));
  const story = await import("../../../src/games/wicked-age/campaign/story");
  topperToChoose = () => {
    const r = story.addRecurring(story.newStory(2), { actorUuid: "Actor.mekha", name: "Mekha", how: "topper" });
    if (!r.ok) throw new Error(r.problem);
    return r.state;
  };
  await registerWickedAge(campaignHandlers);
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "tom", name: "Tom" },
      { id: "amy", name: "Amy" },
    ]),
  );
  table.actors.push(new TableActor("tajie", { name: "Tajie", type: "wickedCharacter" }, ["tom"]));
  journal = new TableJournal("story2", secondChapterDealt());
  settings = new Map<string, unknown>([
    ["wickedAgeCampaign", { version: 7, chapter: 2, firstGm: "gm", gm: "gm", storyUuid: journal.uuid, owe: [] }],
  ]);
});

describe("two players take the same story sheet entry", () => {
  for (const order of ORDERS) {
    it(`one claim lands, the other is stale, then refused as taken (${order})`, async () => {
      table.order = order;
      const seen = storyNow().version;
      const tom = (version: number) =>
        table.as("tom", () =>
          askGM("wicked-age.story", {
            storyUuid: journal.uuid,
            version,
            op: "claimReturning",
            characterId: "d1",
            actorUuid: "Actor.tajie",
          }),
        );
      const amy = (version: number) =>
        table.as("amy", () =>
          askGM("wicked-age.story", { storyUuid: journal.uuid, version, op: "claim", characterId: "d1" }),
        );
      const answers = (await table.race([() => tom(seen), () => amy(seen)])).map((r) =>
        r?.status === "fulfilled" ? (r.value as Data) : null,
      );
      expect(answers.filter((a) => a?.ok === true)).toHaveLength(1);
      expect(answers.filter((a) => a?.ok === false && a.reason === STALE)).toHaveLength(1);
      const tomWon = answers[0]?.ok === true;
      const after = storyNow();
      expect(after.version).toBeGreaterThan(seen);
      expect(after.characters[0]?.claimedBy).toBe(tomWon ? "tom" : "amy");
      expect(after.recurring.some((r) => r.actorUuid === "Actor.tajie")).toBe(tomWon);
      // Sent again on the new view: the entry is taken.
      const [again] = await table.race([() => (tomWon ? amy(after.version) : tom(after.version))]);
      expect(again).toEqual({
        status: "fulfilled",
        value: { ok: false, reason: "STORY_ENGINES.Wicked.Story.Problems.claimed" },
      });
      expect(storyNow()).toEqual(after);
    });
  }

  it("a player cannot claim an entry as someone else's character", async () => {
    const [answer] = await table.race([
      () =>
        table.as("amy", () =>
          askGM("wicked-age.story", {
            storyUuid: journal.uuid,
            version: storyNow().version,
            op: "claimReturning",
            characterId: "d1",
            actorUuid: "Actor.tajie",
          }),
        ),
    ]);
    expect(answer).toEqual({
      status: "fulfilled",
      value: { ok: false, reason: "STORY_ENGINES.Wicked.Conflict.Problems.notYours", refused: true },
    });
    expect(storyNow().characters[0]?.actorUuid).toBe("");
  });
});

describe("dealing a later chapter", () => {
  it("is refused until the owe list's topper has chosen, nothing written", async () => {
    journal = new TableJournal("story2", topperToChoose());
    settings.set("wickedAgeCampaign", { ...(settings.get("wickedAgeCampaign") as Data), storyUuid: journal.uuid });
    const before = storyNow();
    const [answer] = await table.race([
      () => table.as("amy", () => askGM("wicked-age.deal", { oracle: "bloodAndSex", version: 7 })),
    ]);
    expect(answer).toEqual({
      status: "fulfilled",
      value: { ok: false, reason: "STORY_ENGINES.Wicked.Story.Problems.topperFirst" },
    });
    expect(storyNow()).toEqual(before);
  });
});
