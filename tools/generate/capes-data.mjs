// Capes (Capes Lite, © Tony Lower-Basch): the example of play's characters
// and Scenes, written by hand. Capes Lite's text is not kept in the
// repository and nothing here copies it: names and numbers come from its
// examples, every other word is ours, and every field says where in the text
// it comes from (the text has no page numbers: sections are cited by their
// headings, examples by what they show). Read by capes-characters.mjs and
// capes-scenes.mjs. Numbers the text does not give are marked "not given"
// and left at the sheet's minimum (docs/games/capes-rulings.md).

/** A citation: the section of Capes Lite and what in it gives the value. */
export const cite = (section, what) => `Capes Lite, “${section}”: ${what}`;

export const CREDIT =
  "From the example of play in <em>Capes Lite</em> by Tony Lower-Basch (Muse of Fire Games), © Tony Lower-Basch. " +
  "Names and numbers from its examples; the words are Story Engines' own. The text itself is not included.";

/**
 * The characters. `drives`: slot → [value, debt, name (opponents), exemplar name, exemplar key];
 * `abilities`: [name, type, level, superPowered]; `sources`: field path → citation.
 */
export const CHARACTERS = [
  {
    key: "silverstar",
    name: "Silverstar",
    kind: "hero",
    concept: "Android built on a villain's commission, now learning who she is with the Freedom Squad.",
    player: "Joe",
    drives: {
      justice: [1, 0],
      truth: [3, 0, "", "Black Jack", "black-jack"],
      love: [2, 0, "", "Supreme", "supreme"],
      hope: [2, 0],
      duty: [1, 0, "", "Becky Tesla", "becky-tesla"],
    },
    abilities: [
      ["Built-in BIG GUNS", "power", 3, false],
      ["High-Tech Sensors", "power", 2, false],
      ["Super Strength", "power", 1, false],
      ["Naive Optimism", "attitude", 4, false],
      ['Cold "Terminator" Mode', "attitude", 3, false],
      ["Teenage Angst", "attitude", 2, false],
      ["Confused about humans", "attitude", 1, false],
      ["Massive Property Damage", "trope", 5, false],
      ["Nearly Invulnerable", "trope", 4, false],
      ["Throw huge objects", "trope", 3, false],
      ["Get hit so hard circuits show", "trope", 2, false],
      ["Feats of computer calculation", "trope", 1, false],
    ],
    notes: [
      "Which of her Tropes are super-powered did not survive in the text: all are marked not super-powered; the player decides.",
    ],
    sources: {
      name: cite("Example Character", "Silverstar, played by Joe"),
      "system.concept": cite(
        "Example Character",
        "an advanced android whose creator was killed; in the Freedom Squad's care",
      ),
      "system.drives": cite(
        "Filling in the Details",
        "the worksheet's Drives: Justice 1, Truth 3, Love 2, Hope 2, Duty 1",
      ),
      "system.drives.truth.exemplar": cite("Filling in the Details", "Black Jack commissioned her (Example Character)"),
      "system.drives.love.exemplar": cite(
        "Filling in the Details",
        "Supreme, shared with Night Maiden (Example Character)",
      ),
      "system.drives.duty.exemplar": cite(
        "Filling in the Details",
        "Becky Tesla, her creator's daughter (Example Character)",
      ),
      items: cite(
        "Abilities beyond those of mortal men",
        "the worksheet's Powers, Attitudes and Tropes, level 5 at the top to 1 at the bottom",
      ),
    },
  },
  {
    key: "zip",
    name: "Zip",
    kind: "hero",
    concept: "The fastest teenager alive.",
    drives: { justice: [1, 0], truth: [1, 0], love: [1, 0], hope: [2, 1], duty: [1, 0] },
    abilities: [
      ["Super-speed", "power", 3, false],
      ["Mundane Tasks done Super-fast", "trope", 2, true],
      ["Desperate Effort", "trope", 4, false],
    ],
    notes: [
      "Only his Hope (2) is given; the other Drives are left at 1 for his player to complete (nine points in all).",
      "He holds one Hope Debt, taken earlier in the Scene by using a Power: the Debt he stakes on Getaway on his first turn.",
    ],
    sources: {
      name: cite("Starting a Story", "Zip's player spends a Story Token on him"),
      "system.concept": cite("Roll Them Bones", "Story Example: “the fastest teenager alive”"),
      "system.drives.hope.value": cite("Action Turns", "Game Example: his Hope Drive is a Drive of 2"),
      "system.drives.hope.debt": cite(
        "Action Turns",
        "Game Example: he stakes a Debt Token from his Hope Drive on Getaway (taken earlier in the Scene by a Power)",
      ),
      items: cite(
        "Action! Action! Action!",
        "Super-speed, a level 3 Power; Reaction! Reaction!: Mundane Tasks done Super-fast (Trope 2, super-powered) and Desperate Effort (Trope 4, not)",
      ),
    },
  },
  {
    key: "night-maiden",
    name: "Night Maiden",
    kind: "hero",
    concept: "Alice's heroine, quick to anger, fixated on Supreme.",
    player: "Alice",
    drives: { justice: [1, 0], truth: [1, 0], love: [1, 0, "", "Supreme", "supreme"], hope: [1, 0], duty: [2, 2] },
    abilities: [["Glare venomously", "trope", 2, false]],
    notes: [
      "Her Duty is at least 2 (she stakes two Duty tokens); the other Drives are left at 1 for her player to complete.",
      "Her Love Exemplar, Supreme, is shared with Silverstar.",
      "She holds two Duty Debt, taken earlier in the Scene by using Powers: the two tokens she stakes on Police.",
    ],
    sources: {
      name: cite("Filling in the Details", "Alice's heroine, Night Maiden"),
      "system.concept": cite("Splitting Dice", "Story Example: her anger at Chief Mannelli"),
      "system.drives.duty.value": cite("Splitting Dice", "Game Example: two Duty tokens on Police"),
      "system.drives.duty.debt": cite(
        "Splitting Dice",
        "Game Example: she stakes two tokens of Duty on Police (Debt taken earlier in the Scene by Powers)",
      ),
      "system.drives.love.exemplar": cite(
        "Filling in the Details",
        "Example Character: Supreme, shared with Silverstar",
      ),
      items: cite("Turn and Turn again", "Game Example: Glare venomously, a level 2 Trope"),
    },
  },
  {
    key: "captain-liberty",
    name: "Captain Liberty",
    kind: "hero",
    concept: "Leader of the Freedom Squad; brother and rival of Black Jack.",
    drives: {
      justice: [1, 0],
      truth: [1, 0],
      love: [1, 0, "", "Polly Trueheart", "polly-trueheart"],
      hope: [1, 0],
      duty: [1, 1],
    },
    abilities: [["Team-builder", "attitude", 2, false]],
    notes: [
      "Team-builder rolls a die showing 2, so its level is at least 2; no other figure is given. The Drives are left at 1.",
      "He holds one Duty Debt, taken earlier in the Scene by using a Power: the token he had staked on Hostages.",
    ],
    sources: {
      name: cite("Starting a Story", "Game Example: the hero the Editor gives two tokens"),
      "system.concept": cite("Filling in the Details", "Black Jack: Captain Liberty's brother"),
      "system.drives.love.exemplar": cite(
        "Beginning the next Scene",
        "Game Example: Polly Trueheart, Exemplar of Love",
      ),
      "system.drives.duty.value": cite("Resolving Complications", "Game Example: he stakes one Duty token on Hostages"),
      "system.drives.duty.debt": cite(
        "Resolving Complications",
        "Game Example: he had Staked one Duty token on Hostages (Debt taken earlier in the Scene by a Power)",
      ),
      items: cite("Turn and Turn again", "Game Example: he uses his Team-builder Attitude on a die showing 2"),
    },
  },
  {
    key: "chief-mannelli",
    name: "Chief Arturo Mannelli",
    kind: "opponent",
    concept: "Police Chief; wants the costumed heroes away from his crime scene.",
    drives: {},
    abilities: [["Angry", "attitude", 3, false]],
    notes: [
      "The text also calls him “Chief Manning” and “Captain Mannelli”: the same man. Angry rolls a 3, so its level is at least 3.",
    ],
    sources: {
      name: cite("Things get Complicated", "Story Example: Police Chief Arturo Mannelli"),
      "system.concept": cite("Things get Complicated", "Story Example: he told the heroes to stay away"),
      items: cite("Turn and Turn again", "Game Example: he uses his Angry Attitude on the Captain's 3"),
    },
  },
  {
    key: "bank-robbers",
    name: "Bank robbers",
    kind: "opponent",
    concept: "The gang holding hostages in the First National Bank.",
    drives: {},
    abilities: [],
    notes: ["No Drives or abilities are given. Joe narrates them in the first Scene."],
    sources: {
      name: cite("Starting a Story", "Game Example: one token on the bank robbers"),
      "system.concept": cite("Things get Complicated", "Story Example: robbers have taken hostages"),
    },
  },
  {
    key: "driver",
    name: "The driver",
    kind: "opponent",
    concept: "The getaway car's wheel man, whose nerve breaks.",
    drives: { justice: [1, 2, "Need"] },
    abilities: [],
    notes: [
      "His Drive of Need is Overdrawn (more Debt than its value); the text gives no numbers, so it holds the smallest that show it: 1, with 2 Debt.",
    ],
    sources: {
      name: cite("Starting a Story", "Game Example: one token on the driver"),
      "system.concept": cite("Your account is Overdrawn", "Story Example: the driver pulls away without the loot"),
      "system.drives.justice": cite("Your account is Overdrawn", "Game Example: the driver's Need is Overdrawn"),
    },
  },
  {
    key: "arch-villain",
    name: "The shadowy arch-villain",
    kind: "opponent",
    concept: "Manipulates events from afar; not present in the Scene.",
    drives: { justice: [1, 1, "Despair"] },
    abilities: [],
    notes: ["He holds at least the one Despair token the Editor stakes for him; the text gives no other numbers."],
    sources: {
      name: cite("Resolving Complications", "Game Example: the arch-villain, acting from afar"),
      "system.drives.justice": cite(
        "Resolving Complications",
        "Game Example: the Editor stakes one Despair token from him",
      ),
    },
  },
  {
    key: "black-jack",
    name: "Black Jack",
    kind: "opponent",
    concept: "Captain Liberty's villainous brother and rival; he commissioned Silverstar.",
    drives: {},
    abilities: [],
    notes: ["Silverstar's Truth Exemplar. In the second Scene he has Prominence 2, narrated by Night Maiden's player."],
    sources: {
      name: cite("Filling in the Details", "Example Character: Black Jack"),
      "system.concept": cite("Filling in the Details", "Example Character: Captain Liberty's brother and rival"),
    },
  },
  {
    key: "supreme",
    name: "Supreme",
    kind: "opponent",
    concept: "A stylish solo hero; both Silverstar and Night Maiden are fixated on him.",
    drives: {},
    abilities: [],
    notes: ["A shared Exemplar, not a player's hero: built freely, like any supporting character."],
    sources: {
      name: cite("Filling in the Details", "Example Character: Supreme"),
      "system.concept": cite(
        "Filling in the Details",
        "Example Character: the heroic beefcake Silverstar and Night Maiden share",
      ),
    },
  },
  {
    key: "becky-tesla",
    name: "Becky Tesla",
    kind: "opponent",
    concept: "Daughter of Silverstar's creator, set on avenging him alone.",
    drives: {},
    abilities: [],
    notes: ["Silverstar's Duty Exemplar: built freely, like any supporting character."],
    sources: {
      name: cite("Filling in the Details", "Example Character: Becky Tesla"),
      "system.concept": cite("Filling in the Details", "Example Character: honour-bound to avenge her father"),
    },
  },
  {
    key: "polly-trueheart",
    name: "Polly Trueheart",
    kind: "opponent",
    concept: "Captain Liberty's Love Exemplar; in the second Scene on the villains' side, perhaps as a hostage.",
    drives: {},
    abilities: [],
    notes: ["Captain Liberty's player puts a token on her in the second Scene, on the opponents' side."],
    sources: {
      name: cite("Beginning the next Scene", "Game Example: Polly Trueheart, Exemplar of Love"),
      "system.concept": cite("Beginning the next Scene", "Game Example: declared on the villainous side"),
    },
  },
  {
    key: "minions",
    name: "Minions",
    kind: "opponent",
    concept: "Black Jack's henchmen.",
    drives: {},
    abilities: [],
    notes: ["The Editor adds them with Prominence 1 to balance the second Scene."],
    sources: {
      name: cite("Beginning the next Scene", "Game Example: one point on Minions"),
      "system.concept": cite("Beginning the next Scene", "Game Example: added with Black Jack to balance the sides"),
    },
  },
];

/** The example Scenes (set-up as the example plays it). Prominence and narrators belong to the Scene. */
export const SCENES = [
  {
    key: "bank-robbery",
    name: "The bank robbery (Scene 1 of the example)",
    target: 8,
    complications: [
      {
        name: "Robbery",
        heroes: 1,
        opponents: 6,
        source: cite(
          "Your account is Overdrawn",
          "Game Example: the opponents' highest die is a six on Robbery (the heroes' die is not given: 1)",
        ),
      },
      {
        name: "Clobbering",
        heroes: 1,
        opponents: 1,
        source: cite("Things get Complicated", "Game Example: the four Complications"),
      },
      {
        name: "Hostages",
        heroes: 4,
        opponents: 2,
        source: cite("Roll Them Bones", "Game Example: Hostages has a red 2 and a blue 4"),
      },
      {
        name: "Police",
        heroes: 6,
        opponents: 5,
        source: cite(
          "Roll Them Bones",
          "Game Example: Police's red 5; a player rolls the blue die to a six and keeps it",
        ),
      },
      {
        name: "Getaway",
        heroes: 2,
        opponents: 4,
        later: true,
        source: cite("Action Turns", "Game Example: Getaway stands at blue 2, red 4"),
      },
      {
        name: "Public Opinion",
        heroes: 2,
        opponents: 1,
        later: true,
        source: cite(
          "Are we there yet?",
          "Game Example: Captain Liberty's Hostages Inspiration (H 2vp +2) comes back as Public Opinion, red 1, blue 2",
        ),
      },
    ],
    stakes: [
      {
        complication: "Hostages",
        character: "captain-liberty",
        drive: "duty",
        count: 1,
        source: cite("Resolving Complications", "Game Example: Captain Liberty had Staked one Duty token on Hostages"),
      },
      {
        complication: "Hostages",
        character: "arch-villain",
        drive: "justice",
        count: 1,
        source: cite(
          "Resolving Complications",
          "Game Example: the Editor had Staked one Despair token from the shadowy arch-villain",
        ),
      },
    ],
    cast: [
      {
        character: "zip",
        faction: "heroes",
        prominence: 1,
        narrator: "Zip's player",
        source: cite("Starting a Story", "Game Example: one Story Token each"),
      },
      {
        character: "night-maiden",
        faction: "heroes",
        prominence: 1,
        narrator: "Alice",
        source: cite("Starting a Story", "Game Example: one Story Token each"),
      },
      {
        character: "captain-liberty",
        faction: "heroes",
        prominence: 2,
        narrator: "Captain Liberty's player",
        source: cite("Starting a Story", "Game Example: the two tokens spent at once"),
      },
      {
        character: "bank-robbers",
        faction: "opponents",
        prominence: 1,
        narrator: "Joe",
        source: cite("Starting a Story", "Game Example: one token on the bank robbers, narrated by Joe"),
      },
      {
        character: "driver",
        faction: "opponents",
        prominence: 1,
        narrator: "Joe",
        source: cite("Starting a Story", "Game Example: one on the driver, narrated by Joe"),
      },
      {
        character: "chief-mannelli",
        faction: "opponents",
        prominence: 2,
        narrator: "Editor",
        source: cite("Starting a Story", "Game Example: two on Chief Mannelli"),
      },
    ],
    notes: [
      [
        "Silverstar sits this Scene out: Joe keeps his Story Token.",
        cite("Starting a Story", "Game Example: Joe decides not to include Silverstar"),
      ],
      [
        "The Victory Target is 4 + 4 = 8 (the text once says five: a slip).",
        cite("Starting a Story", "Game Example: a target of eight"),
      ],
      [
        "The board starts at the Page the example plays: the dice and the two stakes on Hostages as the example shows them (they were rolled and staked earlier in the Scene); the Debt the heroes stake was taken earlier by using Powers and is on their sheets.",
        cite("Roll Them Bones", "Game Example: “Later in the Scene…”; Resolving Complications: “had Staked”"),
      ],
      [
        "The Scene ends on Page 4 when Zip resolves Getaway (H 6vp −2) and the heroes reach 8.",
        cite("Are we there yet?", "Game Example: there is no Page 5"),
      ],
    ],
  },
  {
    key: "warehouse",
    name: "The warehouse (Scene 2 of the example, where the text stops)",
    target: 8,
    complications: [
      {
        name: "Villainous HQ",
        heroes: 1,
        opponents: 1,
        source: cite(
          "Beginning the next Scene",
          "Game Example: Zip's Getaway Inspiration (H 6vp −2): both dice start at 1",
        ),
      },
      {
        name: "Stealth",
        heroes: 1,
        opponents: 1,
        source: cite("Beginning the next Scene", "Game Example: the Editor adds Stealth"),
      },
      {
        name: "Clobbering",
        heroes: 1,
        opponents: 1,
        source: cite("Beginning the next Scene", "Game Example: and Clobbering"),
      },
    ],
    cast: [
      {
        character: "zip",
        faction: "heroes",
        prominence: 1,
        narrator: "Zip's player",
        source: cite("Beginning the next Scene", "Game Example: one Story Token on Zip"),
      },
      {
        character: "silverstar",
        faction: "heroes",
        prominence: 3,
        narrator: "Joe",
        source: cite("Beginning the next Scene", "Game Example: Joe spends three on Silverstar"),
      },
      {
        character: "polly-trueheart",
        faction: "opponents",
        prominence: 1,
        narrator: "Captain Liberty's player",
        source: cite("Beginning the next Scene", "Game Example: a token on Polly Trueheart, on the villainous side"),
      },
      {
        character: "minions",
        faction: "opponents",
        prominence: 1,
        narrator: "Editor",
        source: cite("Beginning the next Scene", "Game Example: one point on Minions"),
      },
      {
        character: "black-jack",
        faction: "opponents",
        prominence: 2,
        narrator: "Alice",
        source: cite("Beginning the next Scene", "Game Example: two on Black Jack, played by Night Maiden's player"),
      },
    ],
    notes: [
      [
        "Joe's three tokens: the one he kept, the one Captain Liberty gave him, and this Scene's.",
        cite("Resolving Complications", "Game Example: Captain Liberty gives his token to Joe"),
      ],
      [
        "Four tokens on heroes against one on opponents until the Editor adds Minions and Black Jack: 4 against 4, target 8.",
        cite("Beginning the next Scene", "Game Example"),
      ],
      [
        "Captain Liberty keeps his Public Opinion Inspiration for later.",
        cite("Beginning the next Scene", "Game Example: he declines to use it"),
      ],
    ],
  },
];
