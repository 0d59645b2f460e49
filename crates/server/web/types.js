// @ts-check
// The shapes of the server's JSON that the page reads, for `tsc --noEmit`
// (tsconfig.json): JSDoc only, no code. The engine's values are serialized
// enums (a tag such as `event` or `kind` and the variant's fields), typed
// here by their tag and the fields every variant has; the rest is open.

/** A JSON object as the server sends it: known tag, open fields. @typedef {{[field: string]: any}} Json */

/** An event as the engine serializes it. @typedef {{event: string, player: number} & Json} GameEvent */

/** A legal action as the engine serializes it. @typedef {Json} Action */

/** A pending decision (its `kind` names the choice). @typedef {{kind: string} & Json} Decision */

/** A seat's (or the spectators') view of the game. @typedef {Json} View */

/**
 * A frame from the game's socket (`full`, `step`, `ack`, `err`, `crowd`,
 * `chat`…): its `t` names it, `seq` orders the steps.
 * @typedef {{t?: string, seq?: number, by?: number|null, events?: GameEvent[]} & Json} Frame
 */

/**
 * What a GameSocket needs: the game, the seat's token or the spectators'
 * key, and the page's handlers.
 * @typedef {object} SocketOptions
 * @property {string} gameId
 * @property {string|null} [token]
 * @property {string|null} [spectate]
 * @property {(f: Frame) => void} onFull
 * @property {(f: Frame) => void} onStep
 * @property {(f: Frame) => void} onAck
 * @property {(f: Frame) => void} onErr
 * @property {(f: Frame) => void} onCrowd
 * @property {(status: string) => void} onStatus
 * @property {(f: Frame) => void} [onChat]
 * @property {(f: Frame) => void} [onChatAck]
 * @property {(f: Frame) => void} [onChatErr]
 * @property {(reason: string) => void} [onFatal]
 * @property {() => void} [onRefused]
 * @property {() => void} [onUnlock]
 */

export {};
