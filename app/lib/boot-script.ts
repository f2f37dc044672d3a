/**
 * Runs in <head> before the first paint: applies the saved theme and sidebar state to <html>, so
 * a server-rendered page never flashes the wrong theme or shifts when the sidebar state arrives.
 */
export const THEME_KEY = "theme";
export const SIDEBAR_KEY = "sidebar-expanded";

export const bootScript = `(function(){try{var d=document.documentElement;if(localStorage.getItem("${THEME_KEY}")==="dark"){d.classList.add("dark")}if(localStorage.getItem("${SIDEBAR_KEY}")==="true"){d.setAttribute("data-sidebar","expanded")}}catch(e){}})();`;
