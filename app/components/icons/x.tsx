import { icon } from "./icon.tsx";

export default icon("x", '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');
