// What the in-Foundry self-tests (src/core/self-test, the games' self-test.ts)
// read beyond the rest: the world's chat messages, to find and delete the
// ones a test posted; Personae's challenge cards to redraw when an identity
// they name changes.

interface Game {
  readonly messages: EmbeddedCollection<ChatMessage>;
}
