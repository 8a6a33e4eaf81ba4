# Formsmith without Swift: debian:bookworm-slim, the release archive and its runtime packages.
#
#   scripts/release
#   docker build --build-arg VERSION=0.1.0 -t formsmith .
#   docker run --rm -v "$PWD:/project" formsmith            # builds /project into /project/_site
#   docker run --rm -v "$PWD:/project" formsmith check --root /project --format github
#
# The archive comes from dist/ (scripts/release), installed by the script the GitHub Action runs
# (scripts/action-install): checked against its .sha256, runtime packages from its RUNTIME-PACKAGES.
FROM debian:bookworm-slim

ARG VERSION=0.1.0
COPY dist/formsmith-${VERSION}-linux-*.tar.gz dist/formsmith-${VERSION}-linux-*.tar.gz.sha256 /tmp/releases/download/v${VERSION}/
COPY scripts/action-install scripts/lib.sh /tmp/formsmith-scripts/
RUN FORMSMITH_RELEASES=/tmp/releases FORMSMITH_HOME=/opt/formsmith FORMSMITH_VERSION=${VERSION} \
        /tmp/formsmith-scripts/action-install install \
    && ln -s /opt/formsmith/formsmith-${VERSION}-linux-*/formsmith /usr/local/bin/formsmith \
    && formsmith --version \
    && rm -rf /tmp/releases /tmp/formsmith-scripts /var/lib/apt/lists/*

WORKDIR /project
ENTRYPOINT ["formsmith"]
CMD ["build", "--root", "/project", "--output", "/project/_site"]
