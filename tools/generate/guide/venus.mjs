// The Venus Engine guide's pages, in the project's own words (the Venus
// Engine text itself is in the venus-rules compendium as its licence allows;
// this guide only says how the system's sheets and cards are used at the
// table). Source of truth: docs/games/venus.md and venus-dice.md.
import { ol, p, ul } from "./html.mjs";

export const GAME = "venus";
export const NAME = "Venus Engine";

/** @param {ReturnType<import("./html.mjs").pageWriter>} w */
export function pages({ ui, fig }) {
  return [
    {
      key: "start",
      name: "Getting started",
      html:
        p(
          "Story Engines gives Venus Engine its character sheet (circumstances, abilities with calibers, jobs, lifepaths, attributes, assets, Kismet), the d20 check and the D6 task pool, and the book's small table rolls. The rules are in the compendium <em>Venus Engine: Rules</em>; this guide says which button does what.",
          "<strong>What the GM sets up once.</strong>",
        ) +
        ol(
          `Check the setting ${ui("Venus: a learned job graduates to…")} in <em>Configure Settings → Story Engines</em>.`,
          "Give each player a <em>Venus Character</em> they own. Jobs are in the compendium <em>Venus Engine: D66 Jobs</em>.",
          "To run the one-shot, import the journal <em>Venus Engine: The King is Dead</em> and its cast; the Facilitator's secret pages are in a compendium only GMs can open.",
        ) +
        p(
          `<strong>Who holds which role.</strong> The ${ui("FC")} (Facilitator) sets the relative factors and the flat bonus of a check and the threshold of a task; it is the Foundry GM unless a GM hands it to another user in ${ui("Table roles")}. Every other player is a Peer: Peers approve the bonus factors of each other's rolls on the chat card.`,
        ),
    },
    {
      key: "sheets",
      name: "Your character sheet",
      html:
        fig("venus-character-sheet", "A Venus character sheet: circumstances, abilities, jobs and Kismet") +
        ul(
          `<strong>${ui("Circumstances")}</strong>: tier, size and age. The strip below works out what they give: ${ui("Additional lifepaths")}, ${ui("Minimum job level")}, ${ui("Lifepaths taken / allowed")}, ${ui("Score points placed / pool")} and ${ui("Caps spent / earned")}, in red while something is off.`,
          `<strong>${ui("Lifepaths")}</strong>, jobs, attributes and assets are items: drag them onto the sheet. A job dropped on a character starts at the tier's minimum job level; a specialty with a bracketed word asks for the proper noun.`,
          "<strong>Abilities</strong>: a caliber (Copper to Platinum) and a score for each of the six. A score holding points it may not hold is outlined in red and explained under the abilities.",
          `<strong>Kismet</strong>: Lots, Ego and Fidelity. When Fidelity is full, ${ui("Spend Fidelity")} raises one caliber a step.`,
          `<strong>Table rolls</strong> have their own buttons: ${ui("Roll starting Lots (1d6)", "fa-dice")}, ${ui("Flip for Ego (a d6: even is Ego)", "fa-coins")}, ${ui("Roll this VINPC's favour (50:50)", "fa-coins")} on each kith-and-kin row, and on items ${ui("Roll the free attribute (d6)")}, ${ui("Roll uses (2d6)")}, ${ui("Break check (d20)")} and the ${ui("Worth calculator")}. Each posts a card saying what the dice mean and writes the result to the sheet.`,
        ) +
        p(
          "A change the rules do not allow (a score above 9, a fourth capability…) is named in a notification and nothing is saved.",
        ),
    },
    {
      key: "rolling",
      name: "Checks, tasks and their chat cards",
      html:
        p(
          `<strong>A check</strong>: ${ui("Check")} beside the abilities, an ability's name or a capability's d20. Choose the ${ui("Ability or capability")}, the ${ui("Absolute difficulty")}, the ${ui("Relative factors (+1 each, up to 4)")}, the Lots planned for bonus dice and any ${ui("Limits and Gambits for this roll")}; the dialog shows the target and the chance to pass. ${ui("Roll the check")} rolls the d20.`,
          `On the card the FC confirms the factors (${ui("Set the target")}), a Peer clicks ${ui("Approve … bonus factors")} or ${ui("Refuse")}, then the roller may ${ui("Roll the bonus dice")} when a 6 could still reach the target, and one Lot may re-roll while the check fails. ${ui("Accept the result")} ends it.`,
        ) +
        fig("venus-check-card-bonus-offered", "A check card offering the bonus step") +
        p(
          `<strong>A task</strong>: ${ui("Task")} beside the jobs, or a job's dice button. Pick the job (or ${ui("Learn a new job (level 0)")}), the ${ui("Ability (the FC's choice)")}, the relative factors and up to two allies. ${ui("Roll the task")} posts an interactive card:`,
        ) +
        ol(
          `Allies answer with ${ui("Join (add my die)")}, then ${ui("Roll the pool")}.`,
          `Click a disappointing die to pick its source (Lot, Insight, Stunt, Specialty) and ${ui("KISS the chosen dice")} once, or spend Ego (${ui("Ego: KISS every disappointing die")} or ${ui("Ego: sixes count twice")}).`,
          `Spend the successes: click a consequence to buy it, its price beside it (the primary costs the threshold, each secondary and tertiary one 1); ${ui("Undo")} refunds one.`,
          `${ui("Close out the task")}: the card writes the exp, Lots and level-ups to the sheets.`,
        ) +
        fig("venus-task-card-rolled", "A task card after the roll: each die, its success, and the consequences to buy"),
    },
    {
      key: "tools",
      name: "Table tools",
      html: p(
        `Venus Engine has no shared tracker: every check, task and table roll is a button on the sheet it belongs to. ${ui("Table tools")} (the button at the top of the <em>Actors</em> sidebar, the same for every game) says so under Venus Engine and opens this guide (${ui("How to play")}).`,
        "Players who do not own every document a card changes act through the GM's client, which must be connected; a card that changed while your click was on its way is redrawn and your request refused, so click again on the fresh card.",
      ),
    },
    {
      key: "order",
      name: "Order of play",
      html: ol(
        "Assemble the characters together: circumstances, lifepaths, abilities, attributes, kith and kin, jobs, assets, principles. Roll starting Lots, Ego and each VINPC's favour with the sheet's buttons so the table sees the cards.",
        "Read the principles out loud.",
        "Play the scene in conversation. When a character tries something uncertain with an ability alone, roll a check; when they use a job to get something done, roll a task.",
        "On each card the FC sets the factors and the Peers approve the bonus factors; the roller finishes the card.",
        "Close out every task: experience, Lots and level-ups land on the sheets. Spend Fidelity when it is full.",
      ),
    },
  ];
}
