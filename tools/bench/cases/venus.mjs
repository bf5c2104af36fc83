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
];
