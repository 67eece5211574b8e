// Stylesheets are irrelevant in jsdom tests.
module.exports = {};
