// Stylesheets have no part in server rendering: the page links the client build's CSS.
module.exports = function emptyModule() {
  return 'export default {};';
};
