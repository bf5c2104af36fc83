// The In a Wicked Age guide's pages, in the project's own words: the book's
// text is not shipped (no rules compendium), so these pages say only how the
// system's sheets, tracker and tools are used, never the book's prose.
// Source of truth: docs/games/wicked-age.md.
import { ol, p, ul } from "./html.mjs";

export const GAME = "wicked-age";
export const NAME = "In a Wicked Age";

/** @param {ReturnType<import("./html.mjs").pageWriter>} w */
export function pages({ ui, fig }) {
  return [
    {
      key: "start",
      name: "Getting started",
      html: p(
        "Story Engines carries In a Wicked Age's mechanics, its four oracles, a deck of cards, name lists and the book's example characters. It does not carry the book's text or its advice: someone at the table needs the book to learn the game. This guide says which button does what.",
        "<strong>What the GM sets up.</strong> Almost nothing: the first deal of the oracle imports the deck and starts chapter 1. The world settings offer the book's two optional rules (off by default); turn them on in <em>Configure Settings → Story Engines</em> if your table uses them.",
        `<strong>Who holds which role.</strong> The ${ui("chapter's GM")} starts conflicts, rolls them forward, plays the NPCs and ends the chapter. At first it is the Foundry GM connected at the first deal; from chapter 3 the GM records who runs the chapter on the story sheet (${ui("Record GM")}), and that player gets these controls. Everyone else plays their characters. A friend deals the oracle, not the chapter's GM ("don't choose, deal or read"): the GM is offered the deal only when no one else is connected.`,
      ),
    },
    {
      key: "sheets",
      name: "Story sheet and character sheets",
      html:
        fig(
          "wicked-age-story-sheet",
          "The chapter's story sheet: the oracle's elements and the characters read from them",
        ) +
        p(
          `<strong>The story sheet</strong> (${ui("Story sheet")} in Table tools) is a journal everyone reads. It lists the oracle's elements; type a character's name, say which element it comes from and ${ui("Add")}. Each player claims one with ${ui("I'll play this one")}, or, in a later chapter, ${ui("It's my returning character")}. ${ui("Make a sheet")} creates the actor, owned by the player who claimed it or an NPC for the GM.`,
        ) +
        fig(
          "wicked-age-character-sheet",
          "A character sheet: six forms, each with the die assigned and the die it stands at",
        ) +
        ul(
          `<strong>Forms.</strong> A new character has no dice: ${ui("Assign dice")} gives the six forms a d12, a d10, a d8, two d6 and a d4, one each (the sheet refuses any other set), once. Each form shows the die assigned and the die it stands at now; only consequences lower it, and only Coming back assigns the dice again.`,
          `<strong>Best interests.</strong> ${ui("Add a best interest", "fa-plus")}: a character needs two to enter a conflict.`,
          `<strong>Particular strengths</strong> are written while the sheet is made, before its dice are assigned: ${ui("New particular strength", "fa-plus")} (or a strength dragged from the world's library), then tick the one option its significance buys. Assigning the dice finishes the sheet: from then on its strengths' options and forms are fixed, a strength joins it only by Coming back and leaves it only as a consequence.`,
          `<strong>NPCs</strong> give their dice in pairs to ${ui("Action")}, ${ui("Maneuvering")} and ${ui("Self-protection")}, once, when the NPC is made.`,
          `A returning character uses ${ui("Coming back")} once, in the chapter it returns in: assign its dice anew, +1 significance on a strength, a new strength, or a parallel sheet (made by the GM's client, so a GM must be connected).`,
        ),
    },
    {
      key: "conflicts",
      name: "Conflicts and the chat cards",
      html:
        p(
          `The chapter's GM opens the ${ui("Conflict tracker")} (in Table tools, or from Foundry's Combat Tracker during a conflict; Foundry's own Create Encounter makes a conflict too). Participants join as combatants, or with ${ui("Join with a character")}. The characters' tokens are linked to their sheets, so losses land on the sheets.`,
        ) +
        ol(
          `${ui("Choose dice")}: two forms matching what your character does, and a particular strength if it fits (an NPC: one NPC form).`,
          `The GM clicks ${ui("Everyone rolls: round 1")}; each player clicks ${ui("Roll")} for their own dice. The tracker orders everyone by their reading, highest first.`,
          `The highest roll stands: its player picks ${ui("Who must answer")} and clicks ${ui("Make the move")}. Each named participant sees the answer's odds and clicks ${ui("Answer (roll)")}. A chat card tells each exchange: who moved, the answer, the outcome and the advantage dice held.`,
          `Before a roll a player may ${ui("Buy an advantage die")} by scratching one of their characters off the owe list.`,
          `Between rounds the GM clicks ${ui("Roll forward into the next round")}, or two participants agree to end it. Round 3 is the last.`,
          `After an absolute loss the tracker opens the consequences: ${ui("Exhaust (directly, with violence)")}, ${ui("Injure (covertly, for others)")} or ${ui("Propose other terms")}; the other side clicks ${ui("Agree to these terms")} — someone else than who proposed them: a GM acting for an absent player never accepts its own terms — or either insists with ${ui("End negotiation: the default")}. The sheet changes are applied for you.`,
        ) +
        fig("wicked-age-tracker-move", "The conflict tracker: a move, and the odds of each answer"),
    },
    {
      key: "tools",
      name: "Table tools",
      html:
        p(
          `${ui("Table tools")} is the button at the top of the <em>Actors</em> sidebar, the same for every game. In a world that plays In a Wicked Age it lists, for everyone:`,
        ) +
        ul(
          `${ui("The owe list")}: the whole campaign's list, top first. Buy one of your characters into the current chapter with ${ui("Buy into this chapter")}; the GM ends a chapter here with ${ui("End the chapter")}.`,
          `${ui("Story sheet")}: the current chapter's story sheet.`,
          `${ui("Deal the oracle")}: a friend — anyone but the chapter's GM, unless no one else is connected — chooses one of the four oracles and ${ui("Shuffle and deal")}. The cards' entries are written on the story sheet and posted to chat.`,
          `${ui("Conflict tracker")}: the running conflict, or a new one for the chapter's GM.`,
          `${ui("How to play")}: this guide.`,
        ),
    },
    {
      key: "order",
      name: "Order of play",
      html: ol(
        "A player deals the oracle (the chapter's GM doesn't). The table reads the elements into characters on the story sheet; each player claims one, the GM takes the rest, and everyone makes their sheets: particular strengths first, then the dice, which finish the sheet.",
        "Play. When one character acts and another can and would interfere, the chapter's GM starts a conflict in the tracker and everyone plays it out round by round.",
        "After round 1 the tracker adds to the owe list the characters it names (a chat card says who).",
        `When the chapter ends, the GM clicks ${ui("End the chapter")} in the owe list. The character at the top goes to the next chapter's story sheet; its player is told it is their turn and chooses the next oracle and one of its elements; then a friend (not the chapter's GM) deals three more cards.`,
        "Returning characters use Coming back on their sheets; new characters join from the new elements.",
      ),
    },
  ];
}
