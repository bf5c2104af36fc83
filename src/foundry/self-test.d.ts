// What the in-Foundry self-tests (src/core/self-test, the games' self-test.ts)
// read beyond the rest: the world's chat messages, to find and delete the
// ones a test posted.

interface Game {
  readonly messages: EmbeddedCollection<ChatMessage>;
}
