# The service image (docs/operations.md, "Production"). Node 26 is the Active LTS line; the code
# also runs on Node 20+, which the tests use.
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:26-trixie-slim
WORKDIR /app
ENV NODE_ENV=production \
    APP_ENV=production \
    LOG_FORMAT=json \
    PORT=3000
# Code and data stay owned by root: the service (user `node`) can read them, not change them.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/data ./data
COPY --from=build /app/elasticsearch ./elasticsearch
COPY package.json ./
# The base image's `node` user, by number so that runAsNonRoot (Kubernetes) can verify it.
USER 1000:1000
EXPOSE 3000
# GET /health is 200 only when screenings can be served (engine ready, lists loaded). The slim
# image has no curl: Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/src/main.js"]
