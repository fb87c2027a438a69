# syntax=docker/dockerfile:1
# RadBridge: the Hono server (TypeScript run by tsx) serving the built web app. See README "Deploying".

# 1. Every dependency, and the web app built into dist/web.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses this lock file (no macOS/Windows optional entries, see .ci/run); install from it instead.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (tsx is one: the server runs TypeScript).
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: no dev dependencies, no build tools, not root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY drizzle ./drizzle
COPY src ./src
# The official standards files the server reads (FHIR R4 schema): standards/README.md.
COPY standards ./standards
COPY --from=build /app/dist/web ./dist/web
# DATA_DIR (./data): the dev mailbox when SMTP_URL is unset; the only place the app writes.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations run at start (under a PostgreSQL advisory lock); SIGTERM finishes requests in flight (10 s).
CMD ["node", "--import", "tsx", "src/server/main.ts"]
