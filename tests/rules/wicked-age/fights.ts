/**
 * The book's four worked conflicts, exchange by exchange, as plain data:
 * the three Amek/Mekha fights ("One on one", the fight done over twice) and
 * the four-way conflict in the horse company's camp ("Two-on-one & beyond").
 * Faces are given die by die in the order of `sizes`; advantage faces apart.
 * Shared by the rules tests and the conflict state machine tests.
 */
export interface BookRoll {
  dice: number[];
  advantage?: number[];
}

export interface BookExchange {
  challenger: string;
  answerer: string;
  /** The standing roll the answer is compared with. */
  standing: BookRoll;
  answer: BookRoll;
  outcome: "winAbsolutely" | "takeAdvantage" | "loseAdvantage" | "loseAbsolutely";
  /** Advantage dice bought (owe list scratched) just before this answer. */
  bought?: number;
}

export interface BookRound {
  /** Every participant's first roll of the round (ties already broken, as the book goes on). */
  rolls: Record<string, BookRoll>;
  /** Turn order by reading, high to low. */
  order: string[];
  /** Movers in turn, each with the roll that stands for the move (the first mover's first roll). */
  moves: { by: string; roll: BookRoll; targets: string[] }[];
  exchanges: BookExchange[];
  /** Won advantage dice held at the end of the round. */
  wonAfter: Record<string, boolean>;
}

export interface BookFight {
  name: string;
  participants: { id: string; player: boolean; sizes: number[] }[];
  rounds: BookRound[];
  /** Added to the owe list after round 1. */
  owe: string[];
}

/** One on one: Amek (with violence d12, directly d10) against Mekha (for myself d10, directly d8). */
export const FIRST_FIGHT: BookFight = {
  name: "one on one",
  participants: [
    { id: "amek", player: true, sizes: [12, 10] },
    { id: "mekha", player: true, sizes: [10, 8] },
  ],
  rounds: [
    {
      rolls: { amek: { dice: [5, 6] }, mekha: { dice: [9, 6] } },
      order: ["mekha", "amek"],
      moves: [{ by: "mekha", roll: { dice: [9, 6] }, targets: ["amek"] }],
      exchanges: [
        {
          challenger: "mekha",
          answerer: "amek",
          standing: { dice: [9, 6] },
          answer: { dice: [2, 9] },
          outcome: "loseAdvantage",
        },
      ],
      wonAfter: { amek: false, mekha: true },
    },
    {
      rolls: { amek: { dice: [3, 3] }, mekha: { dice: [9, 1], advantage: [1] } },
      order: ["mekha", "amek"],
      moves: [{ by: "mekha", roll: { dice: [9, 1], advantage: [1] }, targets: ["amek"] }],
      exchanges: [
        {
          challenger: "mekha",
          answerer: "amek",
          standing: { dice: [9, 1], advantage: [1] },
          answer: { dice: [9, 7] },
          outcome: "loseAdvantage",
        },
      ],
      wonAfter: { amek: false, mekha: true },
    },
    {
      rolls: { amek: { dice: [10, 3] }, mekha: { dice: [7, 1], advantage: [3] } },
      order: ["amek", "mekha"],
      moves: [{ by: "amek", roll: { dice: [10, 3] }, targets: ["mekha"] }],
      exchanges: [
        {
          challenger: "amek",
          answerer: "mekha",
          standing: { dice: [10, 3] },
          answer: { dice: [2, 1], advantage: [5] },
          outcome: "loseAbsolutely",
        },
      ],
      wonAfter: { amek: false, mekha: true },
    },
  ],
  owe: ["mekha"],
};

/** The same fight done over: Amek doubles Mekha's answer in round 1. */
export const SECOND_FIGHT: BookFight = {
  name: "done over",
  participants: FIRST_FIGHT.participants,
  rounds: [
    {
      rolls: { amek: { dice: [10, 3] }, mekha: { dice: [7, 2] } },
      order: ["amek", "mekha"],
      moves: [{ by: "amek", roll: { dice: [10, 3] }, targets: ["mekha"] }],
      exchanges: [
        {
          challenger: "amek",
          answerer: "mekha",
          standing: { dice: [10, 3] },
          answer: { dice: [5, 4] },
          outcome: "loseAbsolutely",
        },
      ],
      wonAfter: { amek: false, mekha: false },
    },
  ],
  owe: [],
};

/**
 * One more time: a 6-and-2 tie in round 1 (the two back away or each re-roll
 * the lower die: Amek's d10 2 → 8, Mekha's d8 2 → 7), then the advantage
 * passes from Mekha to Amek in round 2. In round 3 Mekha cannot reach 14.
 */
export const THIRD_FIGHT: BookFight = {
  name: "one more time",
  participants: FIRST_FIGHT.participants,
  rounds: [
    {
      rolls: { amek: { dice: [6, 8] }, mekha: { dice: [6, 7] } },
      order: ["amek", "mekha"],
      moves: [{ by: "amek", roll: { dice: [6, 8] }, targets: ["mekha"] }],
      exchanges: [
        {
          challenger: "amek",
          answerer: "mekha",
          standing: { dice: [6, 8] },
          answer: { dice: [9, 7] },
          outcome: "takeAdvantage",
        },
      ],
      wonAfter: { amek: false, mekha: true },
    },
    {
      rolls: { amek: { dice: [7, 7] }, mekha: { dice: [5, 1], advantage: [3] } },
      order: ["mekha", "amek"],
      moves: [{ by: "mekha", roll: { dice: [5, 1], advantage: [3] }, targets: ["amek"] }],
      exchanges: [
        {
          challenger: "mekha",
          answerer: "amek",
          standing: { dice: [5, 1], advantage: [3] },
          answer: { dice: [12, 10] },
          outcome: "takeAdvantage",
        },
      ],
      wonAfter: { amek: true, mekha: false },
    },
    {
      rolls: { amek: { dice: [8, 7], advantage: [6] }, mekha: { dice: [4, 4] } },
      order: ["amek", "mekha"],
      moves: [{ by: "amek", roll: { dice: [8, 7], advantage: [6] }, targets: ["mekha"] }],
      // "It doesn't matter what I roll": the best Mekha can roll is a 10.
      exchanges: [
        {
          challenger: "amek",
          answerer: "mekha",
          standing: { dice: [8, 7], advantage: [6] },
          answer: { dice: [10, 8] },
          outcome: "loseAbsolutely",
        },
      ],
      wonAfter: { amek: true, mekha: false },
    },
  ],
  owe: ["mekha"],
};

/**
 * Two-on-one & beyond: Mekha (with love d12, covertly d6), Tajie (for
 * herself d12, covertly d8), Amek (directly d10, for others d6) and the NPC
 * Esan (maneuvering d10+d6).
 */
export const FOUR_WAY: BookFight = {
  name: "the horse camp",
  participants: [
    { id: "mekha", player: true, sizes: [12, 6] },
    { id: "tajie", player: true, sizes: [12, 8] },
    { id: "amek", player: true, sizes: [10, 6] },
    { id: "esan", player: false, sizes: [10, 6] },
  ],
  rounds: [
    {
      rolls: { mekha: { dice: [6, 1] }, tajie: { dice: [7, 7] }, amek: { dice: [10, 1] }, esan: { dice: [10, 4] } },
      order: ["esan", "amek", "tajie", "mekha"],
      moves: [
        { by: "esan", roll: { dice: [10, 4] }, targets: ["amek", "tajie"] },
        { by: "mekha", roll: { dice: [3, 6] }, targets: ["tajie"] },
      ],
      exchanges: [
        {
          challenger: "esan",
          answerer: "amek",
          standing: { dice: [10, 4] },
          answer: { dice: [2, 4] },
          outcome: "loseAbsolutely",
        },
        {
          challenger: "esan",
          answerer: "tajie",
          standing: { dice: [10, 4] },
          answer: { dice: [9, 6] },
          outcome: "loseAdvantage",
        },
        {
          challenger: "mekha",
          answerer: "tajie",
          standing: { dice: [3, 6] },
          answer: { dice: [10, 4] },
          outcome: "takeAdvantage",
        },
      ],
      wonAfter: { mekha: false, tajie: true, amek: false, esan: true },
    },
    {
      rolls: {
        mekha: { dice: [11, 5] },
        tajie: { dice: [9, 8], advantage: [1] },
        esan: { dice: [5, 1], advantage: [4] },
      },
      order: ["mekha", "tajie", "esan"],
      moves: [
        { by: "mekha", roll: { dice: [11, 5] }, targets: ["tajie"] },
        { by: "esan", roll: { dice: [9, 6], advantage: [5] }, targets: ["tajie"] },
      ],
      exchanges: [
        {
          challenger: "mekha",
          answerer: "tajie",
          standing: { dice: [11, 5] },
          answer: { dice: [11, 7], advantage: [4] },
          outcome: "takeAdvantage",
        },
        {
          challenger: "esan",
          answerer: "tajie",
          standing: { dice: [9, 6], advantage: [5] },
          answer: { dice: [7, 1], advantage: [6] },
          outcome: "loseAdvantage",
        },
      ],
      wonAfter: { mekha: false, tajie: true, amek: false, esan: true },
    },
    {
      rolls: {
        mekha: { dice: [12, 3] },
        tajie: { dice: [7, 4], advantage: [5] },
        esan: { dice: [9, 5], advantage: [2] },
      },
      order: ["tajie", "mekha", "esan"],
      moves: [{ by: "tajie", roll: { dice: [7, 4], advantage: [5] }, targets: ["mekha", "esan"] }],
      exchanges: [
        {
          challenger: "tajie",
          answerer: "mekha",
          standing: { dice: [7, 4], advantage: [5] },
          answer: { dice: [4, 2], advantage: [2] },
          outcome: "loseAbsolutely",
          bought: 1,
        },
        {
          challenger: "tajie",
          answerer: "esan",
          standing: { dice: [7, 4], advantage: [5] },
          answer: { dice: [9, 3], advantage: [1] },
          outcome: "loseAbsolutely",
        },
      ],
      wonAfter: { mekha: false, tajie: true, amek: false, esan: true },
    },
  ],
  owe: ["mekha"],
};

export const BOOK_FIGHTS: readonly BookFight[] = [FIRST_FIGHT, SECOND_FIGHT, THIRD_FIGHT, FOUR_WAY];
