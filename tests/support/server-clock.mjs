// Preloaded (`node --import`) into a test's own server that needs time to pass: its clock, Date.now,
// moves forward when the test says so (`advanceServerClock` in spawned-server.ts), by a message on
// the IPC channel, answered once done. Nothing in the app changes; admin-2fa uses it for the next
// 30-second TOTP step instead of waiting for the real one.
const realNow = Date.now.bind(Date);
let offsetMs = 0;
Date.now = () => realNow() + offsetMs;
process.on("message", (message) => {
  if (message && typeof message.advanceClockMs === "number") {
    offsetMs += message.advanceClockMs;
    process.send?.({ clockOffsetMs: offsetMs });
  }
});
// The channel must not keep a stopping server alive.
process.channel?.unref();
