// Stylesheets are handled by Vite; tests import them as an empty module.
export default {};
