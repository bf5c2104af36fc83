/**
 * The Title sheet's Issue buttons (Start Issue, New Page, End Issue): ask for
 * a name in a dialog, then send the request with the log version the sheet
 * saw to the GM queue ("four-colors.titleIssue", title-issue-handlers.ts).
 * Each button is a pending action keyed on the Title, so a double click or a
 * second button sends nothing until the first request is answered; a stale
 * request is refused and the sheet shows the log as it is now.
 */
import { askGMReporting } from "../../../core/gm-query";
import { pendingAction } from "../../../core/pending-actions";
import { logVersionOf } from "./title-issues";
import type { CardsResult } from "./storypath";

type Action = foundry.applications.api.ApplicationAction;
type App = foundry.applications.api.ApplicationV2;

const L = "STORY_ENGINES.FourColors.Title";

function sheetTitle(app: App): Actor | null {
  const doc = (app as { document?: FoundryDocument }).document;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

/** Ask for the fields (name → label key) in a dialog; null when cancelled. */
async function ask(titleKey: string, fields: Record<string, string>): Promise<Record<string, string> | null> {
  const inputs = Object.entries(fields)
    .map(
      ([name, label]) =>
        `<label class="se-storypath__prompt">${game.i18n.localize(label)} <input type="text" name="${name}" maxlength="200"></label>`,
    )
    .join("");
  const answer = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(titleKey) },
    content: inputs,
    ok: {
      label: game.i18n.localize(`${L}.ok`),
      callback: (_event, button) => {
        const out: Record<string, string> = {};
        for (const name of Object.keys(fields)) {
          const input = button.form?.elements.namedItem(name);
          out[name] = input instanceof HTMLInputElement ? input.value : "";
        }
        return JSON.stringify(out);
      },
    },
    rejectClose: false,
  });
  return typeof answer === "string" ? (JSON.parse(answer) as Record<string, string>) : null;
}

async function send(title: Actor, data: Record<string, unknown>): Promise<void> {
  const result = (await askGMReporting("four-colors.titleIssue", {
    titleUuid: title.uuid,
    version: logVersionOf(title.system),
    ...data,
  })) as CardsResult | undefined;
  if (result && !result.ok) {
    ui.notifications.warn(result.reason, { localize: true });
    await title.sheet?.render({ parts: ["log"] });
  }
}

function issueAction(run: (title: Actor) => Promise<void>): Action {
  return pendingAction(
    (app) => {
      const title = sheetTitle(app);
      return title ? `title-issue:${title.uuid}` : null;
    },
    async (app) => {
      const title = sheetTitle(app);
      if (title) await run(title);
    },
  );
}

/** Actions of templates/four-colors/sheets/title-story.hbs, for the Title sheet. */
export const titleIssueActions: Record<string, Action> = {
  startIssue: issueAction(async (title) => {
    const answer = await ask(`${L}.startIssueTitle`, { title: `${L}.issueTitle`, miniseries: `${L}.miniseries` });
    if (answer) await send(title, { action: "start", title: answer.title, miniseries: answer.miniseries });
  }),
  newPage: issueAction(async (title) => {
    const answer = await ask(`${L}.newPage`, { title: `${L}.pageTitle` });
    if (answer) await send(title, { action: "page", title: answer.title });
  }),
  endIssue: issueAction(async (title) => send(title, { action: "end" })),
};
