// When this page's one script ran, in ms since navigation start (read by browser.test.ts).
document.body.dataset.ranMs = performance.now().toFixed(1);
