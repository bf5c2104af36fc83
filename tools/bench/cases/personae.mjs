// Benchmark cases for the Personae rules. `rules` is the built module
// namespace of src/rules/index.ts; the runner calls run() repeatedly and takes
// the median.
export default [
  {
    name: "personae.challengeOdds — 12 dice against 12, exact",
    budgetMs: 5,
    run(rules) {
      rules.personae.challengeOdds(12, 3, 12, 2);
    },
  },
  {
    name: "personae.challenge — 100 dice a side tied to the last die",
    budgetMs: 1,
    run(rules) {
      const dice = Array.from({ length: 100 }, (_, i) => (i % 10) + 1);
      rules.personae.challenge({ dice, add: 0 }, { dice, add: 0 });
    },
  },
];
