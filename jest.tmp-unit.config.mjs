import cfg from "./jest.config.mjs";
export default { projects: [cfg.projects[0]] };
