/**
 * The Title sheet's Issue buttons (Start Issue, New Page, End Issue, a
 * character joining or leaving the running Issue, and the Issues table:
 * Record a past Issue, a row edited, the trash icon): ask for a name in a
 * dialog — and, at Start Issue, who takes part (the Title's Main characters
 * ticked; guests and Diceless characters may be ticked too) — then send the
 * request with the log version the sheet saw to the GM queue
 * ("four-colors.titleIssue", title-issue-handlers.ts).
 * Each button is a pending action keyed on the Title, so a double click or a
 * second button sends nothing until the first request is answered; a stale
 * request is refused and the sheet shows the log as it is now.
 */
import { askGMReporting } from "../../../core/gm-query";
import { pendingAction } from "../../../core/pending-actions";
import { logVersionOf } from "./title-issues";
import { CARD_HOLDER_TYPES, findDeck, type CardsResult } from "./storypath";
import { cardsRouting } from "./storypath-writer";

type Action = foundry.applications.api.ApplicationAction;
type App = foundry.applications.api.ApplicationV2;

const L = "STORY_ENGINES.FourColors.Title";

function sheetTitle(app: App): Actor | null {
  const doc = (app as { document?: FoundryDocument }).document;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

/** A character's name, safe inside the dialog's HTML. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A character who may take part in an Issue (an Omega or a Diceless character), ticked or not. */
interface CharacterChoice {
  uuid: string;
  name: string;
  ticked: boolean;
}

/**
 * Ask for the fields (name → label key) in a dialog, and with `characters`
 * which of them take part; null when cancelled.
 */
async function ask(
  titleKey: string,
  fields: Record<string, string>,
  characters?: readonly CharacterChoice[],
): Promise<{ fields: Record<string, string>; characters: string[] } | null> {
  const inputs = Object.entries(fields)
    .map(
      ([name, label]) =>
        `<label class="se-storypath__prompt">${game.i18n.localize(label)} <input type="text" name="${name}" maxlength="200"></label>`,
    )
    .join("");
  const boxes = characters
    ? `<fieldset class="se-storypath__prompt"><legend>${game.i18n.localize(`${L}.chooseCharacters`)}</legend>${
        characters.length
          ? characters
              .map(
                (c) =>
                  `<label><input type="checkbox" name="characters" value="${escape(c.uuid)}"${c.ticked ? " checked" : ""}> ${escape(c.name)}</label>`,
              )
              .join("")
          : `<p>${game.i18n.localize(`${L}.noCharactersToChoose`)}</p>`
      }</fieldset>`
    : "";
  const answer = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(titleKey) },
    content: inputs + boxes,
    ok: {
      label: game.i18n.localize(`${L}.ok`),
      callback: (_event, button) => {
        const out: Record<string, string> = {};
        for (const name of Object.keys(fields)) {
          out[name] = button.form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
        }
        const ticked = [...(button.form?.querySelectorAll<HTMLInputElement>("input[name=characters]") ?? [])]
          .filter((box) => box.checked)
          .map((box) => box.value);
        return JSON.stringify({ fields: out, characters: ticked });
      },
    },
    rejectClose: false,
  });
  return typeof answer === "string"
    ? (JSON.parse(answer) as { fields: Record<string, string>; characters: string[] })
    : null;
}

/** The world's Omegas and Diceless characters, the Title's Main characters ticked. */
function characterChoices(title: Actor): CharacterChoice[] {
  const mains = Array.isArray(title.system.mains) ? title.system.mains : [];
  // Only characters this user may see (a player Storyguide never learns of a character hidden from them).
  return game.actors
    .filter((a) => CARD_HOLDER_TYPES.includes(a.type) && (game.user.isGM || a.testUserPermission(game.user, "LIMITED")))
    .map((a) => ({ uuid: a.uuid, name: a.name, ticked: mains.includes(a.uuid) }));
}

async function send(title: Actor, data: Record<string, unknown>): Promise<void> {
  // With no GM connected, the log has one writer: the Storypath cards' (the player Storyguide, who owns every
  // Title), since a spend settled by that client logs itself on the Title too; a world without the cards
  // falls back to the Title's own connected owner.
  const routing = findDeck() ? cardsRouting() : { writerOf: title.uuid };
  const result = (await askGMReporting(
    "four-colors.titleIssue",
    { titleUuid: title.uuid, version: logVersionOf(title.system), ...data },
    routing,
  )) as CardsResult | undefined;
  if (result && !result.ok) {
    ui.notifications.warn(result.reason, { localize: true });
    await title.sheet?.render({ parts: ["log"] });
  }
}

/**
 * A row of the Issues table edited in place: its fields carry no form name
 * (the sheet's own submit never writes the Issues list), and a change is a
 * request to the GM queue on the log version the sheet saw.
 */
export function bindIssueRowEdits(app: App, root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-issue-field]")) {
    input.addEventListener("change", () => {
      const title = sheetTitle(app);
      const index = Number(input.dataset.index);
      const field = input.dataset.issueField;
      if (!title || !Number.isInteger(index) || !field) return;
      const value = field === "number" ? Number(input.value) : input.value;
      void send(title, { action: "edit", index, field, value });
    });
  }
}

function issueKey(app: App): string | null {
  const title = sheetTitle(app);
  return title ? `title-issue:${title.uuid}` : null;
}

function issueAction(run: (title: Actor) => Promise<void>): Action {
  return pendingAction(
    (app) => issueKey(app),
    async (app) => {
      const title = sheetTitle(app);
      if (title) await run(title);
    },
  );
}

/** Actions of templates/four-colors/sheets/title-story.hbs: the Title sheet's and the Storyguide's Issues window's. */
export const titleStoryActions: Record<string, Action> = {
  startIssue: issueAction(async (title) => {
    const answer = await ask(
      `${L}.startIssueTitle`,
      { title: `${L}.issueTitle`, miniseries: `${L}.miniseries` },
      characterChoices(title),
    );
    if (!answer) return;
    if (answer.characters.length === 0) {
      ui.notifications.warn("STORY_ENGINES.FourColors.Cards.Problems.noCharacters", { localize: true });
      return;
    }
    await send(title, {
      action: "start",
      title: answer.fields.title,
      miniseries: answer.fields.miniseries,
      characters: answer.characters,
    });
  }),
  newPage: issueAction(async (title) => {
    const answer = await ask(`${L}.newPage`, { title: `${L}.pageTitle` });
    if (answer) await send(title, { action: "page", title: answer.fields.title });
  }),
  endIssue: issueAction(async (title) => send(title, { action: "end" })),
  joinIssue: pendingAction(
    (app) => issueKey(app),
    async (app, _event, target) => {
      const title = sheetTitle(app);
      const select = target.closest(".fc-join-issue")?.querySelector<HTMLSelectElement>("select");
      if (title && select?.value) await send(title, { action: "join", character: select.value });
    },
  ),
  leaveIssue: pendingAction(
    (app) => issueKey(app),
    async (app, _event, target) => {
      const title = sheetTitle(app);
      const uuid = target.dataset.uuid;
      if (title && uuid) await send(title, { action: "leave", character: uuid });
    },
  ),
};

/** Actions of the Title sheet: the story's, and the Issues table's (templates/four-colors/sheets/title-log.hbs). */
export const titleIssueActions: Record<string, Action> = {
  ...titleStoryActions,
  // The Issues table: "Record a past Issue" and the trash icon, through the same queue and version.
  addIssue: issueAction(async (title) => send(title, { action: "record" })),
  deleteIssue: pendingAction(
    (app) => issueKey(app),
    async (app, _event, target) => {
      const title = sheetTitle(app);
      const index = Number(target.dataset.index);
      if (title && Number.isInteger(index)) await send(title, { action: "delete", index });
    },
  ),
};
