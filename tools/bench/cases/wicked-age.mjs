// Benchmark cases for the In a Wicked Age rules. `rules` is the built module
// namespace of src/rules/index.ts; the runner calls run() repeatedly and takes
// the median.
export default [
  {
    name: "wicked.answerOdds — two forms and a strength (d12, d12, d10) with two advantage dice",
    budgetMs: 5,
    run(rules) {
      rules.wicked.answerOdds({ dice: [11, 9, 2], advantage: [4] }, [12, 12, 10], 2, 2);
    },
  },
  {
    name: "wicked.answerOdds — the cap: four d12 and twelve advantage dice",
    budgetMs: 50,
    run(rules) {
      rules.wicked.answerOdds({ dice: [12, 12], advantage: [6, 6] }, [12, 12, 12, 12], 12, 2);
    },
  },
];
