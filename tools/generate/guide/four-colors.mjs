// The Four Colors al Fresco guide's pages, in the project's own words (the
// book's rules text is in the four-colors-rules compendium where its licence
// allows; this guide only says how the system's sheets, cards and tools are
// used at the table). Source of truth: docs/games/four-colors*.md.
import { ol, p, ul } from "./html.mjs";

export const GAME = "four-colors";
export const NAME = "Four Colors al Fresco";

/** @param {ReturnType<import("./html.mjs").pageWriter>} w */
export function pages({ ui, fig }) {
  return [
    {
      key: "start",
      name: "Getting started",
      html:
        p(
          "Story Engines gives Four Colors al Fresco its heroes (Omegas), the people around them (Diceless characters), the series they appear in (Titles), the Storypath Cards and the roll of the Planets. The book's rules are in the compendium <em>Four Colors al Fresco: Rules</em>; this guide says which button does what.",
          "<strong>What the GM sets up once.</strong>",
        ) +
        ol(
          `In <em>Configure Settings → Story Engines</em>, check the Four Colors settings: ${ui("Four Colors: allow the d16")}, ${ui("Four Colors: offer the Storypath deck")}, ${ui("Four Colors: players set their own stakes")} and ${ui("Four Colors: degrees of success (optional rule)")}.`,
          `Accept the start-up offer of the Storypath deck, or later use ${ui("Set up the Storypath Cards")} in ${ui("Table tools")}: it imports the blank deck and makes a discard pile and a hand for each player.`,
          `If you own the book, fill in its chart with ${ui("Edit the Traits chart")} (in ${ui("Table tools")}): the Omega sheets then warn when a Planet has too few or too many Traits.`,
          "Create a Title for the group (an Actor of type <em>Title</em>) and give each player an Omega they own.",
        ) +
        p(
          `<strong>Who holds which role.</strong> The ${ui("Storyguide")} sets the stakes of every roll and marks each Storypath spend. It is the Foundry GM unless a GM hands it to another user in ${ui("Table roles")} (Configure Settings). Chat cards say when they are waiting for the Storyguide. Players roll for their own Omegas and spend their own cards.`,
        ),
    },
    {
      key: "sheets",
      name: "Your character sheet",
      html:
        fig("four-colors-omega", "An Omega's sheet: the five Planets, the Descriptors and the Storypath panel") +
        ul(
          `<strong>Planets.</strong> Each of the five Planets holds a die or stays ${ui("Ω Wed")}; a smaller die is a stronger influence. At least one Planet stays Wed, and the sheet refuses a change that would leave none (nothing saved is lost). The colour swatch beside a Planet is its die's colour.`,
          `<strong>Descriptors.</strong> Each Wed Planet needs a Power, a Weakness and a Quirk; each diced Planet has its Traits. Add them with the + of each group or drag Descriptor items onto the sheet, then set each one's Planet on its own sheet. A Planet's row says what is still ${ui("Missing:")}.`,
          `<strong>${ui("Creation mode")}.</strong> Untick it when the hero is finished: a Trait's Planet is then locked.`,
          `<strong>Storypath Cards.</strong> The panel shows the hand of the player who owns the Omega. ${ui("Draw starting cards (n)")} appears once and draws n cards, one per diced Planet.`,
          "<strong>Diceless characters</strong> (Extras up to Major characters) have a rank, a description and Traits but never roll; their Traits are the reason for a Benefit or Hindrance die.",
          "<strong>The Title</strong> lists its Main characters, its Storypath slots (5 for one Main character, one fewer per further Main), the current Issue and the story so far.",
        ) +
        p("A player without permission to see a sheet gets its public view: name, picture and public description."),
    },
    {
      key: "rolling",
      name: "Rolling and the chat card",
      html:
        p(
          `The Storyguide sets the stakes and the player rolls. Open ${ui("Roll the Planets")} on the acting Omega's sheet. In the dialog choose the ${ui("Favored and Opposed Forces")} (at least one Force stays neutral), a ${ui("Difficulty")}, at most one ${ui("Benefit die")} and one ${ui("Hindrance die")} (each may name the Diceless character it ${ui("Comes from")}), and for a ${ui("Combined roll")} another Omega, working against each other or together. The dialog shows the exact odds before anything is rolled.`,
          `The Storyguide then clicks ${ui("Send to … to roll")}: the player gets a chat card with those stakes and clicks ${ui("Roll the Planets")} on it. A second Omega's player agrees first (${ui("Agree: the other player rolls for both")}). With the setting ${ui("Four Colors: players set their own stakes")} on, players may set the stakes themselves.`,
        ) +
        fig(
          "four-colors-roll-card",
          "The roll card: the Hierarchy from Dominant to Weak and what decided the outcome",
        ) +
        p(
          "The card reads the dice as the Hierarchy (Dominant, Major, Minor, Weak), marks the position that decided the outcome, places any circumstance die and says Success, Failure or Unproductive. The dice are real Foundry dice: Dice So Nice shows them in each Planet's colour, and physical dice can be typed in.",
        ),
    },
    {
      key: "tools",
      name: "Table tools and Storypath Cards",
      html:
        p(
          `${ui("Table tools")} is the button at the top of the <em>Actors</em> sidebar, the same for every game. For Four Colors it holds the GM's ${ui("Edit the Traits chart")} and ${ui("Set up the Storypath Cards")}, and this guide (${ui("How to play")}).`,
        ) +
        fig("four-colors-storypath-hand", "The Storypath panel on an Omega: the player's hand and its buttons") +
        ul(
          `${ui("Spend")} asks whom the card is used on and plays it: it waits in the hand, in play, and a card in chat asks the Storyguide to mark it ${ui("Detrimental")} (discarded, a replacement drawn at once) or ${ui("Beneficial")} (discarded, not replaced). The Storyguide, or the player of the character it was played on, may press ${ui("Veto: back to where it came from")} instead: the card is back in the hand. A Title card or a Trait waits for ${ui("Let it stand")}; only a Title's Main characters spend its cards.`,
          `${ui("Give to Title")} moves a card to an open slot of a Title with a running Issue; you draw a replacement.`,
          `${ui("Spend for a Trait")} (blank cards only) asks for the new Trait's name and adds it to the Omega.`,
          "While your character takes part in a Title's running Issue, the panel also lists that Title's cards, and you spend them from your own sheet. Spent Title cards are not replaced.",
        ) +
        p(
          "Cards move through the GM's client, so a GM must be connected; a button stays disabled until its request is answered.",
        ),
    },
    {
      key: "order",
      name: "Order of play",
      html:
        fig("four-colors-title-issue", "A Title with a running Issue and the story so far") +
        ol(
          `Before the Issue: every Omega has its Power, Weakness and Quirk and is out of creation mode; the Title lists its Main characters; each player has drawn their starting cards.`,
          `The Storyguide clicks ${ui("Start Issue #n")} on the Title: a title, a Miniseries if any, and who takes part (Main characters are ticked; tick guests). Title cards can be given and spent only during a running Issue, by the characters taking part.`,
          `Each scene is a Page: ${ui("New Page")}. ${ui("Add to the Issue")} brings in a character who arrives.`,
          "When an outcome is uncertain, the Storyguide sets the stakes and the player rolls from the chat card.",
          "Players spend Storypath Cards from their sheets; the Storyguide marks each spend on its chat card.",
          `${ui("End the Issue")}: its Pages, who took part and the cards spent stay in ${ui("The story so far")}. Add notes to the Issue's row and award cards as the book suggests.`,
        ),
    },
  ];
}
