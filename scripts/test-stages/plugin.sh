# plugin: `swift package formsmith` from a package that depends on this one by path, with the
# formsmith built from source and with the artifact bundle's (FORMSMITH_PLUGIN_BINARY).
plugin_fixture=Tests/FormsmithCLITests/Fixtures/PluginPackage

stage_plugin() {
    need_build
    local fixture=$PWD/$plugin_fixture repo=$PWD
    echo "-- from source: the fixture shares this package's build folder, so formsmith is not compiled twice"
    (cd "$fixture" && rm -rf _site \
        && swift package --scratch-path "$repo/.build" --allow-writing-to-directory _site \
            formsmith build --output-path _site --target App \
        && swift package --scratch-path "$repo/.build" formsmith check)
    test -f "$fixture/_site/models/Profile.html"
    test ! -e "$fixture/_site/models/Secret.html"  # --target App leaves the Tools target unread
    grep -q 'data-field="age" data-control="number"' "$fixture/_site/models/Profile.html"
    rm -rf "$fixture/_site"

    echo "-- FORMSMITH_PLUGIN_BINARY: the artifact bundle's formsmith, none compiled"
    need_archive
    local work copy
    work=$(scratch_folder plugin)
    copy=$work/plugin-package
    cp -r "$fixture/." "$copy" && rm -rf "$copy/.build" "$copy/_site"
    sed -i "s|.package(path: \"../../../..\")|.package(path: \"$repo\")|" "$copy/Package.swift"
    # Its own build folder: only the fixture's two small targets compile, and formsmith must not.
    (cd "$copy" && FORMSMITH_PLUGIN_BINARY="$repo/dist/formsmith.artifactbundle.zip" \
        swift package --allow-writing-to-directory _site formsmith build --output-path _site --target App) 2>&1 \
        | tee "$work/plugin.log"
    grep -q "^formsmith plugin: running the prebuilt binary .*formsmith.artifactbundle/" "$work/plugin.log"
    test -f "$copy/_site/models/Profile.html" && test ! -e "$copy/_site/models/Secret.html"
    test -z "$(find "$copy/.build" -path '*/debug/formsmith' -type f)"
    rm -rf "$work"
}
