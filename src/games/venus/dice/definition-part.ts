import type { DefinitionPart } from "../../../core/game-definition";

/** Templates of the Venus dice: dialogs, their live parts and Limits/Gambits fields, the check card and the task card. */
export const DICE_TEMPLATES = [
  "venus/dice/check-dialog.hbs",
  "venus/dice/check-dialog-live.hbs",
  "venus/dice/check-card.hbs",
  "venus/dice/task-dialog.hbs",
  "venus/dice/task-dialog-live.hbs",
  "venus/dice/task-card.hbs",
  "venus/dice/task-roll.hbs",
  "venus/dice/roll-modifiers.hbs",
  "venus/dice/roll-modifiers-card.hbs",
];

/**
 * Venus checks and tasks: two Roll classes and one world setting (how a
 * learned job graduates). The check and task cards keep their state in
 * message flags, so there is no ChatMessage sub-type.
 */
export const diceDefinition: DefinitionPart = {
  rollClassNames: ["VenusCheckRoll", "VenusTaskRoll"],
  templates: DICE_TEMPLATES,
  settings: [
    {
      key: "venusGraduation",
      scope: "world",
      config: true,
      type: "string",
      default: "minimum-job-level",
      choices: {
        "minimum-job-level": "STORY_ENGINES.Settings.venusGraduation.choices.minimum-job-level",
        "lower-inherited-score": "STORY_ENGINES.Settings.venusGraduation.choices.lower-inherited-score",
      },
    },
  ],
};
