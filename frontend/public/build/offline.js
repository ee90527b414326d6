/* global document, window, location -- browser globals */
// The offline page's retry (service-worker.js serves both from its cache): reload on the button or once the
// browser is back online.
document.getElementById('retry').addEventListener('click', () => location.reload());
window.addEventListener('online', () => location.reload());
