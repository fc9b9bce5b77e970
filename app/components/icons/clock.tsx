import { icon } from "./icon.tsx";

export default icon("clock", '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>');
