# One image for the API and (from the Workers issue on) the worker process.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# DATA_DIR of docker-compose.yml: a fresh named volume takes this owner, so the node user can write files.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# A 16 MB semi-space: with 10,000 open sockets every scavenge copies much that survives, and a 64 MB
# one paused 30-50 ms at a time (npm run bench -- realtime: p99 167-289 ms with 64, 59-104 ms with 16;
# the orders bench's open-loop p99 pays for it: 81-195 ms against 53-97 ms, README "Production topology").
CMD ["node", "--max-semi-space-size=16", "backend/dist/main.js"]
