import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string, pretty = process.stdout.isTTY && process.env.NODE_ENV !== "production"): Logger {
  return pino({
    level,
    transport: pretty ? { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } : undefined,
  });
}
