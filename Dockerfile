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
# glibc's allocator (issue 37 item 10, npm run bench -- memory): two arenas, not one per thread, and blocks
# from 128 KB (libvips pixels) mmap'd so free returns them; the API and the workers both use this image.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app /app
# DATA_DIR of docker-compose.yml: a fresh named volume takes this owner, so the node user can write files.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# A 32 MB semi-space and no allocation-site pretenuring: a request's objects live about as long as a
# scavenge interval, and V8 otherwise moves them to the old space, where only major GCs free them
# (npm run bench -- orders: open-loop p99 22-45 ms against 85-141 ms; README "Production topology").
CMD ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "--expose-gc", "backend/dist/main.js"]
