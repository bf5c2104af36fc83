// The system socket (`"socket": true` in system.json), as pf2e listens to it:
// `game.socket.on("system.<id>", (message, userId) => …)`, where the server
// sets `userId` to the id of the user whose client emitted the message, and
// `game.socket.emit("system.<id>", message)` sends a message to every other
// connected client (not back to the sender).
interface SystemSocket {
  on(channel: string, listener: (message: unknown, senderId: string) => void): void;
  emit(channel: string, message: unknown): void;
}

interface Game {
  readonly socket: SystemSocket;
}
