// Package webtest holds the browser tests of the web edition: headless
// Chromium, driven from Go with chromedp, loads the site that `make web`
// built and uses the app as a person would (menus, editor, upload and
// download). They build only with the webtest tag and need the built site
// and Chromium:
//
//	make web-test     (or: go test -tags webtest ./internal/webtest -site build/web)
package webtest
