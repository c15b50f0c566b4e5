# Production image: the API, GraphQL and the built web app on one port.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The install applies patches/ (postinstall: patch-package), so they come first.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
# The project's postinstall (patch-package, codegen) is build work, done in the stage above, and its
# tools are devDependencies: left out here, the dependencies' own install scripts still run.
RUN npm pkg delete scripts.postinstall && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/web/dist ./web/dist
# The server render's bundle (self-contained: vite's ssr.noExternal); without it every page is client-rendered.
COPY --from=build /app/web/dist-server ./web/dist-server
COPY --from=build /app/dist ./dist
# Scheduled backups' volume (docker-compose.yml): a new named volume takes this directory's owner.
RUN mkdir -p /backups && chown node:node /backups
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s CMD node -e "fetch('http://localhost:4000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same flags and malloc setting as scripts/server-process.mjs (npm start).
ENV MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--heap-growing-percent=20", "--wasm-num-compilation-tasks=1", "--no-allocation-site-pretenuring", "dist/server/main.js"]
