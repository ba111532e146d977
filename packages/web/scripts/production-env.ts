// Imported first by prerender.ts, before any module that loads React. React's entry points pick
// their development or production build by NODE_ENV when first loaded, and Vite's build() sets it
// to production only when it runs: a React module loaded earlier (react-intl through the route
// table's config) stayed the development build beside the production react-dom/server, and the
// prerendering failed ("dispatcher.getOwner is not a function").
process.env.NODE_ENV = 'production';
