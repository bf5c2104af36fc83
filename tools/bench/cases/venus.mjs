// Benchmark cases for the Venus Engine rules. `rules` is the built module
// namespace of src/rules/index.ts; the runner calls run() repeatedly and takes
// the median.
export default [
  {
    name: "venus.taskOdds — 30-die mixed pool, every failure re-rollable",
    budgetMs: 5,
    run(rules) {
      rules.venus.taskOdds(
        [
          ...Array(6).fill("copper"),
          ...Array(6).fill("bronze"),
          ...Array(6).fill("silver"),
          ...Array(6).fill("gold"),
          ...Array(6).fill("platinum"),
        ],
        12,
        { rerolls: "all" },
      );
    },
  },
  {
    name: "venus.taskOdds — 30 exploding dice (mixed pool), double sixes and 10 re-rolls",
    budgetMs: 5,
    run(rules) {
      rules.venus.taskOdds(
        [
          ...Array(6).fill("copper"),
          ...Array(6).fill("bronze"),
          ...Array(6).fill("silver"),
          ...Array(6).fill("gold"),
          ...Array(6).fill("platinum"),
        ],
        14,
        { explode: true, doubleSixes: true, rerolls: 10 },
      );
    },
  },
  {
    name: "venus.checkOdds — four exploding bonus dice with the Lot re-roll",
    budgetMs: 1,
    run(rules) {
      rules.venus.checkOdds({ score: 3, caliber: "gold", target: 27, bonusDice: 4, explode: true, lotReroll: true });
    },
  },
];
