// The ESM build without injected CSS (the `.all` builds add a <style> tag, which the CSP forbids).
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  export * from 'sweetalert2';
  export { default } from 'sweetalert2';
}
