// Stands in for stylesheets and images imported by components under jest (jsdom renders no assets).
module.exports = {};
