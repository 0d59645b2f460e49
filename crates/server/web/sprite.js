// @ts-check
// The table's picture language: one hidden SVG sprite of <symbol>s (icons
// of every resource and component, the keshi figures of the twelve
// colours, the zellige star patterns), drawn with <use>. Words stay in the
// accessible names and tooltips (<title>). Every symbol is drawn by us in
// SVG, except the few paths of game-icons.net (CC BY 3.0) named below.

import { html, setInner } from './html.js';
/** @typedef {import('./html.js').Markup} Markup */

// Paths of game-icons.net (CC BY 3.0, https://game-icons.net), viewBox 0 0 512 512,
// vendored as just the symbols used: see CREDITS.md.
const GAME_ICONS = {
  // 'camel' by Delapouite
  'i-camel': { fill: '#8a5a2b', d: 'M420.8 26.91c-11.4.76-23.7 4.65-33.6 10.29c-5.3-4.86-13.5-10.52-19.3-6.11c-12.5 9.46-2.4 20.76 6.8 27.94c5.5 35.86 20.7 93.17-9.8 105.97C317 183.1 308.4 36.14 241 37.94c-40.4 1.08-22.6 59.65-62.6 61.65c-29.5 1.51-27.3-54.51-51.9-55.36c-25.9-.9-44.62 18.9-57.71 86.97c-25.63-.1-35.73 20.1-47.42 59.2c-11.686 39-3 115.6 1.2 162.4l7.87-76.3c2.43 12 6.19 24.1 11.91 36.7c3.91 18.7 5.44 37.4 5.81 56c-8.2 10.2-8.8 26.2-.42 35.5c-.92 26.8-2.67 53.5-1.68 80.3c34.48.5 66.04-1 99.54 0c1.8-11.9-14.9-20.4-34.3-30.3c.3-13.7.2-30.5 0-47.5c8.8-10.2 9-28.1-.2-36.8c.1-21.3.8-38.6 3.3-43.9c8-17.1 20.6-31.9 29.1-47.2c28.7 5.3 59.7 2.9 91.9-4.7l.7 85.5c-7.7 11.3-8 27.7.3 37.8c4.7 29 .6 58.1.8 87.1h58c2.3-15-22.5-23.1-34.6-30.1c0-22.1-3.9-38.8-.4-60.3c5-9.9 5.3-21.5.4-30.8c.9-33 3.3-66 10.7-99c1.6-.6 7.9-3.7 9.3-5.3l10.9 98.4c-5.6 11.9-4.4 27.3 4 36.7c6.6 30.1 4.5 59.5 7.9 89.6l61.2.8c.3-12.3-29.1-20-40.3-25.5c-6.4-21.4-5.7-43.1-6.7-64.9c8-12.1 7.6-28.9-1.1-39.5c.5-38.3 5.5-76.8 18.4-114.6c106.6-5.9 96.2-72 99.3-133.2c1.4-27.24 55.5 1.7 60-11.61c2.4-6.92 3.6-13.89 0-21.84c-8.6-19.29-23.9-20.32-36.7-20.63c-12.3-7.36-22.6-25.96-35.5-26.31zm6.7 19.58c4.9 2.64 3.8 7.47 2.7 10.11c-6.6 1.96-16.3-1.08-20.8-4.59c3.9-2.99 12.2-5.39 18.1-5.52M80.6 302.3c3.05 7.8 5.74 15.6 7.35 23.2c3.22 15.3 4.91 30.7 5.72 46.2c-7.48 10.3-7.78 26.1.59 35c-.25 21.6-1.3 43.2-1.52 64.7c-4.54-7.5-12.92-14-24.94-17.1c.16-14.4-.44-32.4-1.08-50.6c6.91-10.2 7.01-25.6-1.11-34.3c-.67-27-.34-49.4 3.78-54.1c3.95-4.5 7.67-8.8 11.21-13' },
  // 'magic-lamp' by Lorc
  'i-lamp': { fill: '#c8962a', d: 'M203.72 87.938c-2.082.017-4.18.31-6.282.874c-13.45 3.608-21.412 17.53-17.782 31.094c1.384 5.172 4.235 9.52 8 12.75c-31.85 15.446-53.498 45.172-59.28 78.72l-22.532 7.593c-11.235-2.877-21.416-4.2-30.53-4.095c-14.696.167-26.65 4.02-35.908 10.97c-18.518 13.896-23.316 38.02-19.53 60.655c3.784 22.636 15.81 45.127 34.343 59.344c18.532 14.216 44.715 18.96 71.03 4.875c4.43-2.373 8.776-4.81 12.813-6.97c2.993 10.772 14.018 17.16 24.75 14.28c10.253-2.75 16.547-12.963 14.656-23.31c16.984 10.05 34.495 15.674 52.186 17.405c-14.094 20.893-32.316 39.57-53.97 54.78c27.754 27.726 224.764-24.853 229.626-61.592c-26.89-2.484-52.525-9.935-75.562-21.563c67.995-43.983 128.655-133.27 160.656-234.563l-42.47 14.344c-44.11 67.313-122.214 103.81-167.155 28a107.9 107.9 0 0 0-53-9.593c1.656-4.69 1.95-9.913.564-15.093c-3.063-11.443-13.392-18.998-24.625-18.906zM76.062 233.53c5.11-.027 10.865.51 17.312 1.75c18.656 36.728 39.31 63.938 61.188 82.845c-.767.113-1.546.263-2.313.47q-.22.058-.438.124c-2.846.324-5.588 1.044-8.218 1.936c-9.64 3.27-18.73 9.084-27.156 13.594c-20.655 11.056-36.95 7.41-50.844-3.25c-13.895-10.66-24.256-29.5-27.28-47.594c-3.027-18.094.948-34.097 12.31-42.625c5.683-4.263 13.943-7.186 25.438-7.25z' },
  // 'slippers' by Delapouite
  'i-slippers': { fill: '#b5462b', d: 'M130.6 34.34c-1.2-.01-2.3.01-3.4.06c-15.4.7-29.3 7.72-42.28 20.01c-14.83 14.04-27.93 35.01-38.34 59.49c-20.17 47.5-30.15 108-28.08 155.8c73.62 43.9 144.9 33.2 202.8 11.7c2.8-50.2-.5-110.8-13.9-159.2c-7-25.15-16.7-46.93-28.9-62.24S152 35.78 134 34.5c-1.2-.1-2.3-.15-3.4-.16m250.8.01c-1.1.01-2.3.06-3.4.14c-18 1.28-32.3 10.15-44.5 25.46c-12.3 15.31-21.9 37.1-28.9 62.25c-13.4 48.4-16.7 109-14 159.2c58 21.5 129.2 32.2 202.8-11.7c2.1-47.8-7.9-108.3-28-155.8c-10.4-24.48-23.5-45.45-38.3-59.49c-13-12.29-26.9-19.31-42.3-20.01v-.01c-1.1-.04-2.2-.06-3.4-.04M43.29 302.1c-.82 53.7 5.15 110.3 27.53 148.3C86.63 477.3 119 493 146.5 492.2c13.8-.4 26-4.7 35-12.9c8.9-8.2 15.1-20.6 15.8-39.3c1.3-35.3-6.8-73.1-9.7-111.6c-.5-5.9-.7-11.7-.8-17.6c-43.5 10.1-92.88 11.4-143.51-8.7m425.41 0c-50.7 20.2-100 18.8-143.5 8.7c-.1 5.8-.4 11.7-.9 17.5c-2.9 38.6-10.9 76.4-9.6 111.7c.7 18.7 6.9 31.1 15.8 39.3s21.2 12.5 34.9 12.9c27.6.8 59.9-14.9 75.7-41.8c22.5-38 28.3-94.6 27.6-148.3' },
  // 'gem-necklace' by Lorc
  'i-necklace': { fill: '#7b3fa0', d: 'M26.537 18.69c-5.14 13.737 1.93 32.374 21.42 32.374c1.11 0 2.175-.07 3.205-.185c-14.21 12.198-9.28 41.503 15.158 41.503c3.21 0 6.075-.513 8.612-1.418c-7.113 13.846-.416 34.93 20.31 34.93c5.08 0 9.312-1.273 12.71-3.39c-5.43 13.773 1.582 32.77 21.26 32.77c3.985 0 7.446-.785 10.395-2.142c-2.018 11.57 3.74 24.662 17.375 27.35l-55.47 76.296l169.78 233.525L441.067 256.78L364.97 152.11c13.87-2.34 19.88-15.235 18.147-26.84c1.81.403 3.756.625 5.852.625c20.725 0 27.42-21.084 20.307-34.93c2.537.905 5.403 1.418 8.612 1.418c24.436 0 29.365-29.305 15.157-41.504c1.03.115 2.095.184 3.205.184c19.49 0 26.56-18.637 21.42-32.375h-42.84c-3.445 9.207-1.397 20.607 6.19 27.13a28 28 0 0 0-3.133-.175c-20.563 0-27.425 21.08-20.367 34.925c-2.524-.904-5.373-1.414-8.554-1.414c-17 0-24.62 14.408-22.767 27.225a26.6 26.6 0 0 0-5.832-.628c-10.137 0-16.94 5.126-20.39 11.982L298.366 60.5L271.29 23.256l-7.558 10.394l-81.398 111.96c-3.543-6.543-10.237-11.366-20.068-11.366c-3.973 0-7.43.792-10.38 2.162c2.21-12.973-5.388-27.87-22.673-27.87c-5.053 0-9.275 1.28-12.67 3.405c5.38-13.772-1.77-32.784-21.3-32.784c-3.184 0-6.034.51-8.56 1.416c7.06-13.846.2-34.927-20.363-34.927a28 28 0 0 0-3.134.175c7.588-6.523 9.636-17.923 6.19-27.13zm271.83 73.59l38.38 52.788L326 185.18a45.3 45.3 0 0 0-8.377-.795c-3.85 0-7.593.504-11.203 1.422l-20.498-76.41zm-26.578 36.558l17.48 65.16c-4.572 3.337-8.695 7.403-12.225 12.022c-3.006 3.932-5.625 8.27-7.824 12.927l-44.646-25.168l47.215-64.942zm79.095 35.68l32.416 44.587l-17.308 9.772c-2.192-4.632-4.8-8.947-7.79-12.86c-4.17-5.453-9.16-10.144-14.75-13.76l7.433-27.74zm-33.262 38.554c9.644 0 18.64 5.02 25.73 14.297c7.092 9.277 11.81 22.688 11.81 37.696c0 15.01-4.72 28.42-11.81 37.7c-7.094 9.278-16.086 14.296-25.73 14.296s-18.638-5.018-25.73-14.296c-7.092-9.28-11.813-22.69-11.813-37.7c0-15.007 4.72-28.42 11.813-37.697c7.092-9.28 16.086-14.298 25.73-14.298zm-104.11 5.924l49.716 28.03a88.8 88.8 0 0 0-1.84 18.04c0 7.44.913 14.623 2.606 21.395L213.72 304.85l-34.947-48.07l34.74-47.782zm180.85 15.324l23.598 32.46l-23.73 32.642l-22.982-12.955c1.694-6.774 2.606-13.958 2.606-21.4c0-6.252-.647-12.32-1.854-18.12zm-123.666 69.82c1.87 3.546 3.988 6.888 6.348 9.975c3.883 5.08 8.48 9.495 13.607 13l-18.314 68.36l-47.555-65.41l45.914-25.924zm93.85.003l18.62 10.498l-32.774 45.08l-8.313-30.988c6.148-3.716 11.614-8.72 16.12-14.617a71 71 0 0 0 6.347-9.972zm-56.576 30.55c3.13.682 6.352 1.06 9.653 1.06c2.323 0 4.604-.2 6.846-.542l11.79 43.948l-37.893 52.12l-11.89-16.356z' },
  // 'plain-dagger' by Lorc
  'i-dagger': { fill: '#5a6470', d: 'M43.53 15.75c-15.73 0-28.31 12.583-28.31 28.313c0 14.086 10.092 25.644 23.5 27.906L42.687 68L68.81 41.906l2.626-2.625C69.188 25.86 57.63 15.75 43.53 15.75m33.72 44.125l-17 17c15.885 39.37 43.45 66.684 78.75 87.406a513 513 0 0 1 25.438-24.936c-22.488-35.103-51.535-62.294-87.188-79.47M322.594 79.03l-51.25 4.314c-79.356 48.134-143.878 108.1-186.72 186.53l-4.31 51.47l44.155-18.656l-2.94-34.094l-.25-3.063l1.626-2.624c35.94-58.47 79.93-109.41 141.5-141.25l2.406-1.25l2.688.25l34.125 2.906l18.97-44.53zm-62.438 66.376c-10.008 5.886-19.5 12.338-28.562 19.313c46.688 47.93 87.208 108.588 114.72 166.5l11.248 23.717l-23.718-11.28c-57.995-27.554-117.918-67.57-165.688-113.907a497 497 0 0 0-20.625 29.28c101.918 94.91 227.05 177.304 347.845 234.69c-57.063-120.125-140.038-246.18-235.22-348.314zm-43.03 31.22c-13.37 11.703-25.72 24.58-37.282 38.436c39.36 38.452 88.085 72.83 136.687 98.844c-26.054-48.633-60.754-97.847-99.405-137.28' },
  // 'eagle-head' by Delapouite
  'i-falcon': { fill: '#6b4a22', d: 'M242.9 20.46c6.7 19.75 19.7 41.39 4 50.44c-38.6 22.04-81.4 41.5-106.2 90.7C103.3 235.7 91.69 412 29.81 451c48.6 3.8 89.69-16.3 108.89-44.2c7.1 34.3 32.6 67 63 84.7c-5.2-29-1.8-59.4 19-92.5c16.5 22.9 31.1 59.3 73.8 75.3c-16.4-27.5-13.7-52.8-10.7-84.2c8.8 26.9 38.5 50 72.9 58.9c-16.8-18.6-23.9-45.5-21-66c14.6 24.9 43.4 38.4 67.1 39.7c-153.3-179.6-48.7-291.6 79.4-194.4c-.5-49.7-31.4-66.7-67.2-95.7c-.9-15.4-9.6-29.3-17.5-43.36c-53.7-9.99-121.5-42.01-154.6-68.78m81.2 74.88c26.1 10.86 46.2 22.56 56.4 35.46c-16.6-3.6-39.8-3.5-70-1.1c15-9.7 16.5-21.7 13.6-34.36' },
  // 'scroll-unfurled' by Lorc
  'i-scroll': { fill: '#a57a3a', d: 'M103.432 17.844a87 87 0 0 0-3.348.08q-3.822.163-7.604.678c-20.167 2.747-39.158 13.667-52.324 33.67c-24.613 37.4 2.194 98.025 56.625 98.025c.536 0 1.058-.012 1.583-.022v.704h60.565c-10.758 31.994-30.298 66.596-52.448 101.43a283 283 0 0 0-6.29 10.406l34.878 35.733l-56.263 9.423c-32.728 85.966-27.42 182.074 48.277 182.074v-.002l9.31.066c23.83-.57 46.732-4.298 61.325-12.887c4.174-2.458 7.63-5.237 10.467-8.42h-32.446c-20.33 5.95-40.8-6.94-47.396-25.922c-8.956-25.77 7.52-52.36 31.867-60.452a55.6 55.6 0 0 1 17.565-2.834v-.406h178.33c-.57-44.403 16.35-90.125 49.184-126c23.955-26.176 42.03-60.624 51.3-94.846l-41.225-24.932l38.272-6.906l-43.37-25.807h-.005l.002-.002l.002.002l52.127-8.85c-5.232-39.134-28.84-68.113-77.37-68.113C341.14 32.26 222.11 35.29 149.34 28.496c-14.888-6.763-30.547-10.723-45.908-10.652m.464 18.703c13.137.043 27.407 3.804 41.247 10.63l.033-.07c4.667 4.735 8.542 9.737 11.68 14.985H82.92l10.574 14.78c10.608 14.83 19.803 31.99 21.09 42.024c.643 5.017-.11 7.167-1.814 8.836c-1.705 1.67-6.228 3.875-15.99 3.875c-40.587 0-56.878-44.952-41.012-69.06C66.238 46.64 79.582 39.22 95.002 37.12a64 64 0 0 1 8.894-.573M118.5 80.78h46.28c4.275 15.734 3.656 33.07-.544 51.51H131.52c1.9-5.027 2.268-10.574 1.6-15.77c-1.527-11.913-7.405-24.065-14.62-35.74m101.553 317.095c6.44 6.84 11.192 15.31 13.37 24.914c3.797 16.736 3.092 31.208-1.767 43.204c-4.526 11.175-12.576 19.79-22.29 26h237.19c14.448 0 24.887-5.678 32.2-14.318c7.312-8.64 11.2-20.514 10.705-32.352a47.7 47.7 0 0 0-2.407-13.18l-69.91-8.205l42.017-20.528c-8.32-3.442-18.64-5.537-31.375-5.537H220.053zm-42.668.506a37 37 0 0 0-3.457.153a34.8 34.8 0 0 0-7.824 1.63c-15.11 5.02-25.338 21.54-20.11 36.583c3.673 10.57 15.347 17.71 25.654 13.938l1.555-.57h43.354c.946-6.36.754-13.882-1.358-23.192c-3.71-16.358-20.543-28.483-37.815-28.54z' },
  // 'turd' by Lorc
  'i-dung': { fill: '#5e3d1c', d: 'M117.834 17.443c42.376 107.05-62.124 114.634 20.678 210.897c-28.655-84.62 51.3-129.568-20.678-210.897m225.922.688c-2.024-.06-4.103.345-6.365 1.25c-5.17 2.064-11.69 7.488-18.13 18.643s-9.613 22.672-9.77 31.35c-.156 8.68 2.39 13.3 5.285 14.973c2.895 1.67 8.17 1.564 15.608-2.91c7.437-4.475 15.823-12.98 22.263-24.135c6.44-11.154 7.88-19.51 7.083-25.023c-.8-5.512-3.368-8.892-8.162-11.66c-2.397-1.384-4.648-2.21-6.947-2.43q-.43-.044-.864-.056zm50.674 45.04q-.616.014-1.266.06c-5.198.37-11.99 2.385-20.357 7.215c-11.156 6.442-19.662 14.83-24.137 22.266c-4.475 7.438-4.58 12.713-2.908 15.608c1.67 2.895 6.292 5.44 14.97 5.284c8.68-.157 20.195-3.33 31.35-9.77c11.153-6.44 16.58-12.956 18.645-18.13c2.065-5.172 1.528-9.384-1.24-14.177s-6.146-7.364-11.657-8.162a20.6 20.6 0 0 0-3.4-.193zm42.797 9.816c-35.587 150.27 34.9 124.747 10.625 263.5c57.687-113.445-1.726-153.902-10.625-263.5M311.852 101.52c-6.42-.166-12.73 3.096-16.166 9.05c-5 8.66-2.034 19.733 6.627 24.733s19.732 2.033 24.732-6.627s2.033-19.733-6.627-24.733a18.04 18.04 0 0 0-8.566-2.422zm-84.47 18.8c-58.445 21.166-65.416 76.894-51.294 117.698c10.148 12.91 56.414 25.582 56.414 25.582s-48.184-7.06-63.832-7.315v-.002l.027-.08c-38.84 4.528-68.547 27.707-68.547 55.518c0 7.123 1.957 13.93 5.51 20.19c11.354 13.146 82.012 29.77 82.012 29.77s-71.235-10.798-88.484-11.4c-45.124 6.186-79.426 35.19-79.426 69.91c0 39.206 43.726 70.87 97.394 70.87h275.508c53.67 0 97.014-31.664 97.014-70.87c0-39.203-43.344-71.147-97.014-71.147h-1.607c12.914-9.91 20.763-22.974 20.763-37.322c0-29.684-33.554-54.095-76.207-56.17c28.615-95.79-135.14-67.4-108.232-135.23zM60.54 148.885c-87.533 77.6 24.97 64.76-4.636 186.05c59.073-112.215-31.264-111.346 4.635-186.05z' },
};

/** The keshi colours: fill, ink (the glyph's colour) and the glyph, so no colour is told by hue alone. */
export const KESHI_LOOK = {
  turquoise: { fill: '#1fb5b0', ink: '#06302f', glyph: 'wave' },
  green: { fill: '#3f9b3a', ink: '#ffffff', glyph: 'leaf' },
  gray: { fill: '#8d8d8d', ink: '#ffffff', glyph: 'book' },
  white: { fill: '#f7f4ea', ink: '#333333', glyph: 'crown' },
  black: { fill: '#222222', ink: '#ffffff', glyph: 'crescent' },
  pink: { fill: '#ef7fb0', ink: '#3b0a22', glyph: 'star' },
  beige: { fill: '#d9c39a', ink: '#3a2c12', glyph: 'tower' },
  brown: { fill: '#7a4a24', ink: '#ffffff', glyph: 'hump' },
  red: { fill: '#d0312d', ink: '#ffffff', glyph: 'drop' },
  yellow: { fill: '#f3cf2f', ink: '#3a3000', glyph: 'disc' },
  purple: { fill: '#7b3fa0', ink: '#ffffff', glyph: 'diamond' },
  orange: { fill: '#f0862a', ink: '#3a1c00', glyph: 'triangle' },
  nomad: { fill: '#c8b27a', ink: '#2a1f05', glyph: 'bars' },
};

/** A glyph drawn on a figure's robe, centred at (12, 17.5), in `ink`. */
function glyph(kind, ink) {
  const s = `stroke="${ink}" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  const f = `fill="${ink}"`;
  switch (kind) {
    case 'wave': return `<path d="M7.5 16.5q1.5-1.8 3 0t3 0t3 0M7.5 19.5q1.5-1.8 3 0t3 0t3 0" ${s}/>`;
    case 'leaf': return `<path d="M12 21.5V14M12 14q-4 .5-4.5 3.5q3 .3 4.5-2.5q1.5 2.8 4.5 2.5q-.5-3-4.5-3.5" ${s}/>`;
    case 'book': return `<path d="M8 15h4v5H8zM12 15h4v5h-4z" ${s}/>`;
    case 'crown': return `<path d="M8 20.5v-5l2 2l2-3l2 3l2-2v5z" ${f}/>`;
    case 'crescent': return `<path d="M13.8 14.2a3.6 3.6 0 1 0 0 6.6a4.4 4.4 0 0 1 0-6.6z" ${f}/>`;
    case 'star': return `<path d="M12 13.6l1.1 2.5l2.7.2l-2.1 1.8l.7 2.7L12 19.3l-2.4 1.5l.7-2.7l-2.1-1.8l2.7-.2z" ${f}/>`;
    case 'tower': return `<path d="M8.5 21v-6h1.4v1.2h1.4V15h1.4v1.2h1.4V15h1.4v6z" ${f}/>`;
    case 'hump': return `<path d="M7.5 20q1.5-5 3.5-2.5q1.5-4.5 5.5 2.5" ${s}/>`;
    case 'drop': return `<path d="M12 14q3 3.6 3 5a3 3 0 0 1-6 0q0-1.4 3-5z" ${f}/>`;
    case 'disc': return `<circle cx="12" cy="17.8" r="2.7" ${f}/>`;
    case 'diamond': return `<path d="M12 14.2l3 3.5l-3 3.5l-3-3.5z" ${f}/>`;
    case 'triangle': return `<path d="M12 14.4l3.3 6h-6.6z" ${f}/>`;
    case 'bars': return `<path d="M8 16h8M8 18.5h8M8 21h8" ${s}/>`;
    default: return '';
  }
}

/** A keshi figure (a person in a robe) of `colour`, viewBox 0 0 24 24. */
function figure(colour) {
  const k = KESHI_LOOK[colour];
  const edge = colour === 'black' ? '#000' : '#3b2a1a';
  const hood = colour === 'nomad' ? '<path d="M7.6 7.5q.2-6 4.4-6.2q4.2.2 4.4 6.2l-1.6-.5q-.2-3.6-2.8-3.7q-2.6.1-2.8 3.7z" fill="#7a5a2a"/>' : '';
  return `<path d="M4.6 23.2q-.4-9 3.4-10.6q4-1.5 8 0q3.8 1.6 3.4 10.6z" fill="${k.fill}" stroke="${edge}" stroke-width="1.1"/><circle cx="12" cy="7" r="4.4" fill="${k.fill}" stroke="${edge}" stroke-width="1.1"/>${hood}${glyph(k.glyph, k.ink)}`;
}

/** The symbols drawn by us: id -> [viewBox, inner SVG]. */
const OWN = {
  // Resources.
  'i-water': ['0 0 24 24', '<path d="M12 2q7 8.5 7 13a7 7 0 0 1-14 0q0-4.5 7-13z" fill="#2f8fd8" stroke="#0f4a7a" stroke-width="1.2"/><path d="M8.5 15.5a3.5 3.5 0 0 0 3 3.5" stroke="#cfeaff" stroke-width="1.6" fill="none" stroke-linecap="round"/>'],
  'i-dates': ['0 0 24 24', '<path d="M12 2.5q1.5 3 0 6" stroke="#4e7a2a" stroke-width="1.6" fill="none"/><ellipse cx="8" cy="13" rx="3.4" ry="5.4" transform="rotate(-18 8 13)" fill="#8b4a1c" stroke="#3f1f08"/><ellipse cx="16" cy="13" rx="3.4" ry="5.4" transform="rotate(18 16 13)" fill="#9b5524" stroke="#3f1f08"/><ellipse cx="12" cy="16.5" rx="3.4" ry="5.4" fill="#7a3e16" stroke="#3f1f08"/><path d="M11 13.5q-.6 2.5 0 5" stroke="#c98a52" stroke-width="1" fill="none"/>'],
  'i-dinar': ['0 0 24 24', '<circle cx="12" cy="12" r="9.6" fill="#e2b42c" stroke="#8a6308" stroke-width="1.3"/><circle cx="12" cy="12" r="6.8" fill="none" stroke="#a67c10" stroke-width="1"/><path d="M12 7.6l1.3 2.9l3.1.3l-2.4 2l.8 3L12 14.2l-2.8 1.6l.8-3l-2.4-2l3.1-.3z" fill="#a67c10"/>'],
  'i-points': ['0 0 24 24', '<path d="M12 1.8l2.6 5.6l6.1.7l-4.5 4.2l1.2 6l-5.4-3l-5.4 3l1.2-6L3.3 8.1l6.1-.7z" fill="#b5462b" stroke="#5a1a0a" stroke-width="1.1" stroke-linejoin="round"/><circle cx="12" cy="11" r="2.2" fill="#f6d57a"/>'],
  'i-any-resource': ['0 0 24 24', '<path d="M7 1.5q4 5 4 7.5a4 4 0 0 1-8 0q0-2.5 4-7.5z" fill="#2f8fd8" stroke="#0f4a7a"/><ellipse cx="17.5" cy="8" rx="2.6" ry="4.2" fill="#8b4a1c" stroke="#3f1f08"/><circle cx="12" cy="17" r="5.6" fill="#e2b42c" stroke="#8a6308"/><text x="12" y="19.6" font-size="7.5" text-anchor="middle" font-weight="700" fill="#5a3a00">?</text>'],
  // Tracks.
  'i-river-step': ['0 0 24 24', '<path d="M2 9q2.5-3 5 0t5 0t5 0t5 0M2 15q2.5-3 5 0t5 0t5 0t5 0" stroke="#2f8fd8" stroke-width="2.2" fill="none" stroke-linecap="round"/><path d="M14 19.5h7m-2.5-2.5l2.5 2.5l-2.5 2.5" stroke="#0f4a7a" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'],
  'i-stair-step': ['0 0 24 24', '<path d="M2 22V17h5v-5h5V7h5V2h5v20z" fill="#d9c39a" stroke="#5a4020" stroke-width="1.2" stroke-linejoin="round"/>'],
  'i-stair-palace': ['0 0 24 24', '<path d="M2 22V17h5v-5h5V7h5V2h5v20z" fill="#f7f4ea" stroke="#5a4020" stroke-width="1.2" stroke-linejoin="round"/><path d="M16 2V0.6h1.6V2M19.2 2V0.6h1.6V2" stroke="#5a4020" fill="none"/><path d="M15.2 12.5l1.1-2l1.1 2l1.1-2l1.1 2l1.1-2v4.5h-5.5z" fill="#c8962a"/>'],
  'i-stair-mosque': ['0 0 24 24', '<path d="M2 22V17h5v-5h5V7h5V2h5v20z" fill="#9a948a" stroke="#2a2520" stroke-width="1.2" stroke-linejoin="round"/><path d="M19 14.6a2.6 2.6 0 1 1 0-4.4a3.2 3.2 0 1 0 0 4.4z" fill="#f7f4ea"/>'],
  // People and places.
  'i-scholar': ['0 0 24 24', '<path d="M3 6.5q4.5-1.5 9 1q4.5-2.5 9-1v13q-4.5-1.5-9 1q-4.5-2.5-9-1z" fill="#f4ead2" stroke="#5a4020" stroke-width="1.2" stroke-linejoin="round"/><path d="M12 7.5v13M5.5 10q3-.6 5 .6M5.5 13q3-.6 5 .6M13.5 10.6q2-1.2 5-.6M13.5 13.6q2-1.2 5-.6" stroke="#8a6a3a" fill="none"/>'],
  'i-goods': ['0 0 24 24', '<path d="M3 9h18l-1.6 12H4.6z" fill="#c9873a" stroke="#5a3a10" stroke-width="1.2" stroke-linejoin="round"/><path d="M7.5 9q0-6 4.5-6t4.5 6" stroke="#5a3a10" stroke-width="1.5" fill="none"/><circle cx="8" cy="14" r="1.6" fill="#f3cf2f"/><circle cx="12" cy="16" r="1.6" fill="#7b3fa0"/><circle cx="16" cy="14" r="1.6" fill="#f0862a"/>'],
  'i-keshi-any': ['0 0 24 24', '<path d="M4.6 23.2q-.4-9 3.4-10.6q4-1.5 8 0q3.8 1.6 3.4 10.6z" fill="url(#pat-rainbow)" stroke="#3b2a1a" stroke-width="1.1"/><circle cx="12" cy="7" r="4.4" fill="#f7f4ea" stroke="#3b2a1a" stroke-width="1.1"/><text x="12" y="21.5" font-size="8" text-anchor="middle" font-weight="700" fill="#fff" stroke="#3b2a1a" stroke-width=".8">?</text>'],
  'i-crocodile': ['0 0 48 24', '<path d="M2 14q6-5 14-5l6-3q4-1.2 8 1q8 0 16 5q-6 3-14 3l-4 2h-4l1-2q-6 0-9-1l-4 2h-4l2-2.5q-6-.2-8.5 .5z" fill="#4f7a2a" stroke="#1f3a0a" stroke-width="1"/><circle cx="11" cy="10.6" r="1.1" fill="#f3cf2f"/><path d="M3 13.6l2 1.2l2-1.2l2 1.2l2-1.2" stroke="#fff" stroke-width=".8" fill="none"/><path d="M22 8.6l2-2l2 2l2-2l2 2l2-2l2 2" stroke="#2f5a14" stroke-width="1" fill="none"/>'],
  'i-jetty': ['0 0 24 24', '<path d="M2 10h20v4H2z" fill="#a0703a" stroke="#5a3a10"/><path d="M7 10v4M12 10v4M17 10v4" stroke="#5a3a10"/><path d="M4 14v8M20 14v8" stroke="#5a3a10" stroke-width="2"/>'],
  'i-rapid': ['0 0 24 24', '<path d="M3 7q3-3 6 0t6 0t6 0M3 13q3-3 6 0t6 0t6 0M3 19q3-3 6 0t6 0t6 0" stroke="#2f8fd8" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M6 7l2 3M13 13l2 3" stroke="#fff" stroke-width="1.4"/>'],
  'i-gate': ['0 0 24 24', '<path d="M3 23V10a9 9 0 0 1 18 0v13z" fill="#c26a3a" stroke="#5a2a10" stroke-width="1.2"/><path d="M6.6 23V11.5a5.4 5.8 0 1 1 10.8 0V23z" fill="#3a2a1a"/><path d="M12 5.7v17.3" stroke="#8a5a2a" stroke-width=".8"/>'],
  'i-tower': ['0 0 24 24', '<path d="M6 23l1.5-15h9L18 23z" fill="#d9a56a" stroke="#5a3a10" stroke-width="1.2"/><path d="M6 8V4h2v2h2V4h4v2h2V4h2v4z" fill="#c2854a" stroke="#5a3a10"/><path d="M10.5 23v-4a1.5 1.5 0 0 1 3 0v4z" fill="#3a2a1a"/>'],
  'i-oasis': ['0 0 24 24', '<ellipse cx="12" cy="20.5" rx="10" ry="2.8" fill="#2f8fd8" stroke="#0f4a7a" stroke-width=".8"/><path d="M12 20q1-7-.6-12" stroke="#7a4a24" stroke-width="1.8" fill="none"/><path d="M11.4 8q-5-3-9.5 1q5-.4 9.5-1zM11.4 8q5-3.5 10 0.5q-5.2-.8-10-.5zM11.4 8q-2-5.5-6.6-5.6q3.6 2 6.6 5.6zM11.4 8q3-5 7.5-4.5q-4.2 1.2-7.5 4.5z" fill="#3f9b3a" stroke="#1f5a1a" stroke-width=".8" stroke-linejoin="round"/>'],
  'i-provision': ['0 0 24 24', '<path d="M5 8q-1 8 .5 14h13q1.5-6 .5-14z" fill="#d8b57a" stroke="#5a3a10" stroke-width="1.2"/><path d="M5 8q7-4 14 0M8.5 6q3.5-4 7 0" stroke="#5a3a10" stroke-width="1.2" fill="none"/><path d="M9 13h6M8.5 16.5h7" stroke="#8a6a3a"/>'],
  'i-nomad': ['0 0 24 24', figure('nomad')],
  'i-town': ['0 0 24 24', '<path d="M2 22v-8h6v-3h8v4h6v7z" fill="#e0b98a" stroke="#5a3a10" stroke-width="1.1"/><path d="M9 11a3 3 0 0 1 6 0" fill="#c2854a" stroke="#5a3a10"/><path d="M12 8v-3" stroke="#5a3a10"/><path d="M4.5 22v-3.5a1.3 1.3 0 0 1 2.6 0V22M11 22v-4a1.3 1.3 0 0 1 2.6 0v4M18 22v-3.5a1.3 1.3 0 0 1 2.6 0V22" fill="#3a2a1a"/>'],
  'i-building': ['0 0 24 24', '<path d="M2 22V10l10-7l10 7v12z" fill="#e8c27a" stroke="#5a3a10" stroke-width="1.2" stroke-linejoin="round"/><path d="M8.5 22v-6.5a3.5 3.5 0 0 1 7 0V22z" fill="#1f5a9a"/>'],
  'i-refresh': ['0 0 24 24', '<path d="M19 12a7 7 0 1 1-2.1-5" stroke="#1f4f8a" stroke-width="2.2" fill="none" stroke-linecap="round"/><path d="M17.8 2.5v5h-5" stroke="#1f4f8a" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'],
  'i-action': ['0 0 24 24', '<path d="M13.5 2L5 13.5h6L9.5 22L19 9.5h-6z" fill="#f3cf2f" stroke="#5a4000" stroke-width="1.2" stroke-linejoin="round"/>'],
  'i-new-keshi': ['0 0 24 24', `<g transform="translate(-2 1) scale(.92)">${figure('white')}</g><circle cx="18.5" cy="6" r="5" fill="#3f9b3a"/><path d="M18.5 3.4v5.2M15.9 6h5.2" stroke="#fff" stroke-width="1.8"/>`],
  'i-hidden': ['0 0 24 24', '<rect x="2" y="2" width="20" height="20" rx="3" fill="#c9a46a" stroke="#7a5a2a"/><path d="M2 9l7-7M2 16L16 2M2 22L22 2M9 22l13-13M16 22l6-6" stroke="#a9834b" stroke-width="2"/><text x="12" y="16.5" font-size="12" text-anchor="middle" font-weight="700" fill="#3a2a1a">?</text>'],
  'i-sultan': ['0 0 24 24', '<path d="M5 23q-.4-8 3-9.6q4-1.5 8 0q3.4 1.6 3 9.6z" fill="#6a1b9a" stroke="#2a0a3a"/><circle cx="12" cy="9.5" r="3.6" fill="#e8c9a0" stroke="#2a0a3a"/><path d="M7.4 7.5q0-5.5 4.6-5.5t4.6 5.5z" fill="#f7f4ea" stroke="#2a0a3a"/><circle cx="12" cy="4.6" r="1.1" fill="#d0312d"/>'],
  'i-imam': ['0 0 24 24', '<path d="M5 23q-.4-8 3-9.6q4-1.5 8 0q3.4 1.6 3 9.6z" fill="#1f5a4a" stroke="#0a2a20"/><circle cx="12" cy="9.5" r="3.6" fill="#e8c9a0" stroke="#0a2a20"/><path d="M8 7.6q0-4.6 4-4.6t4 4.6z" fill="#f7f4ea" stroke="#0a2a20"/><path d="M9 12.5q3 3 6 0v2q-3 2.5-6 0z" fill="#f7f4ea"/>'],
  'i-spectators': ['0 0 24 24', `<g transform="translate(-4 3) scale(.8)">${figure('pink')}</g><g transform="translate(8 3) scale(.8)">${figure('pink')}</g><g transform="translate(2 0) scale(.85)">${figure('pink')}</g>`],
  'i-podium': ['0 0 24 24', '<path d="M8 22V8h8v14zM2 22v-9h6v9zM16 22v-6h6v6z" fill="#e2b42c" stroke="#6a4a08" stroke-width="1.1"/><text x="12" y="16" font-size="7" text-anchor="middle" font-weight="700" fill="#5a3a00">1</text>'],
  'i-bridge': ['0 0 24 24', '<path d="M1 14q11-9 22 0v3H1z" fill="#b78a55" stroke="#5a3a10"/><path d="M5 17v-3M9 17v-5M15 17v-5M19 17v-3" stroke="#5a3a10"/><path d="M1 20q3-2 6 0t6 0t6 0t4 0" stroke="#2f8fd8" stroke-width="1.6" fill="none"/>'],
  'i-tajine': ['0 0 24 24', '<path d="M12 2.5q1.3 0 1.3 1.4q0 1.2-1.3 1.2t-1.3-1.2q0-1.4 1.3-1.4zM12 5q2 6 9 11H3q7-5 9-11z" fill="#c26a3a" stroke="#5a2a10" stroke-width="1.2" stroke-linejoin="round"/><path d="M6 12.5h12" stroke="#f3cf2f" stroke-width="1.2"/><path d="M1.5 16h21q-1 4.5-10.5 4.5T1.5 16z" fill="#1f5a9a" stroke="#0a2a4a" stroke-width="1.2"/>'],
  'i-saddle': ['0 0 24 24', '<path d="M3 11q1-4 4-3q3 5 10 0q3-2 4 1l-1 2q-3 6-8 6t-9-6z" fill="#8a3a1a" stroke="#3a1a08" stroke-width="1.2" stroke-linejoin="round"/><path d="M6.5 8.5q-1-4 1.5-4.5q1.5 3 0 4M17 8q0-3.5 2.5-3.5q.5 2.5-1 4" fill="#8a3a1a" stroke="#3a1a08"/><path d="M12 17v4h-2l2.5 1.5" stroke="#3a1a08" stroke-width="1.2" fill="none"/><path d="M6 12q6 3 12-.5" stroke="#e2b42c" stroke-width="1.2" fill="none"/>'],
  'i-exchange': ['0 0 24 24', '<path d="M3 8h15m-4-4l4 4l-4 4M21 16H6m4-4l-4 4l4 4" stroke="#1f4f8a" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'],
  'i-fisherman': ['0 0 24 24', '<path d="M3 15h18l-3 5H6z" fill="#8a5a2b" stroke="#3a2010"/><path d="M12 3v12M12 4l7 8h-7z" stroke="#3a2010" fill="#f7f4ea"/>'],
  'i-watchtower': ['0 0 24 24', '<path d="M7 23V9h10v14z" fill="#d9c39a" stroke="#5a4020" stroke-width="1.2"/><path d="M5.5 9V4h2.2v2h2.4V4h3.8v2h2.4V4h2.2v5z" fill="#c9ab7a" stroke="#5a4020"/><path d="M10.5 13h3v4h-3z" fill="#3a2a1a"/>'],
  'i-season': ['0 0 24 24', '<circle cx="12" cy="12" r="5" fill="#f3cf2f" stroke="#8a6308"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" stroke="#8a6308" stroke-width="1.6" stroke-linecap="round"/>'],
  'i-assistant': ['0 0 24 24', '<path d="M7 23v-9a5 5 0 0 1 10 0v9z" fill="#f7f4ea" stroke="#3b2a1a" stroke-width="1.2"/><circle cx="12" cy="6" r="4" fill="#f7f4ea" stroke="#3b2a1a" stroke-width="1.2"/>'],
  'i-perk': ['0 0 24 24', '<path d="M8 14l-3 8l4-2l2 3l1.5-7.5M16 14l3 8l-4-2l-2 3l-1.5-7.5" fill="#a8322a" stroke="#4a1208" stroke-width=".8"/><circle cx="12" cy="9.5" r="7" fill="#e2b42c" stroke="#8a6308" stroke-width="1.2"/><path d="M12 5.5l1.2 2.6l2.8.3l-2.1 1.9l.6 2.8L12 11.7l-2.5 1.4l.6-2.8L8 8.4l2.8-.3z" fill="#fff6d0"/>'],
  'i-screen': ['0 0 24 24', '<path d="M2 20V6l6.5-2v16zM8.5 20V4l7 2v16zM15.5 22V6l6.5-2v16z" fill="#b5462b" stroke="#4a1a0a" stroke-width="1" stroke-linejoin="round"/>'],
};

/** The symbol of a scroll's effect (the catalog's `effect`): what it gives at a glance. */
export function scrollIcon(def) {
  const e = def && def.effect;
  if (!e) return 'i-scroll';
  switch (e.kind) {
    case 'deploy_keshi': return KESHI_LOOK[e.colour] ? `i-keshi-${e.colour}` : 'i-keshi-any';
    case 'any_keshi': return 'i-keshi-any';
    case 'goods_keshis': return 'i-goods';
    case 'gain_resources': return e.resources && e.resources.water ? 'i-water' : e.resources && e.resources.dates ? 'i-dates' : 'i-dinar';
    case 'three_spectator_bonuses': return 'i-spectators';
    case 'any_sector_action': return 'i-action';
    case 'three_steps_both_stairs': return 'i-stair-step';
    case 'souk_water_vendor': return 'i-keshi-red';
    case 'claim_three_oases': case 'score_claimed_oasis': return 'i-oasis';
    case 'keshi_and_sector_action': return 'i-new-keshi';
    case 'all_entertainers': return 'i-keshi-pink';
    case 'all_line_bonuses': return 'i-stair-palace';
    case 'resources_for_points': return 'i-points';
    case 'perk': return 'i-perk';
    default: return 'i-scroll';
  }
}

/** Every luxury good's symbol (`luxury` of the catalog). */
export const LUXURY_ICON = {
  tajine: 'i-tajine', necklace: 'i-necklace', oil_lamp: 'i-lamp', dagger: 'i-dagger',
  slipper: 'i-slippers', hunting_falcon: 'i-falcon', racing_saddle: 'i-saddle',
};

const KESHI_IDS = Object.keys(KESHI_LOOK).map((c) => `i-keshi-${c}`);

/** Every symbol id of the sprite. */
export const ICONS = [...Object.keys(OWN), ...Object.keys(GAME_ICONS), ...KESHI_IDS];

/**
 * The zellige patterns (procedural 8-point stars) and the rainbow of the
 * "any keshi" figure; in the sprite, so every board's `url(#…)` finds them.
 */
function patterns() {
  // An 8-point star: two squares, one turned by 45°.
  const star = (cx, cy, r, fill, stroke) => {
    const sq = (a) => Array.from({ length: 4 }, (_, i) => {
      const t = a + (i * Math.PI) / 2;
      return `${(cx + r * Math.cos(t)).toFixed(2)} ${(cy + r * Math.sin(t)).toFixed(2)}`;
    }).join(' L');
    return `<path d="M${sq(0)}Z M${sq(Math.PI / 4)}Z" fill="${fill}" stroke="${stroke}" stroke-width=".8" stroke-linejoin="round"/>`;
  };
  const zellige = (id, bg, a, b, c) => `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${bg}"/>${star(12, 12, 8.5, a, c)}<circle cx="12" cy="12" r="2.6" fill="${b}"/>${star(0, 0, 5, b, c)}${star(24, 0, 5, b, c)}${star(0, 24, 5, b, c)}${star(24, 24, 5, b, c)}</pattern>`;
  return [
    zellige('pat-zellige', '#f4ead2', '#1f4fa0', '#2e9e86', '#0d2a5a'),
    zellige('pat-zellige-red', '#f4ead2', '#a8322a', '#e2b42c', '#4a1208'),
    zellige('pat-zellige-mint', '#eaf4ea', '#2e9e86', '#f3cf2f', '#0d4a3a'),
    '<linearGradient id="pat-rainbow" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d0312d"/><stop offset=".25" stop-color="#f3cf2f"/><stop offset=".5" stop-color="#3f9b3a"/><stop offset=".75" stop-color="#1fb5b0"/><stop offset="1" stop-color="#7b3fa0"/></linearGradient>',
    '<linearGradient id="grad-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fb0e8"/><stop offset="1" stop-color="#1f6fb0"/></linearGradient>',
    '<linearGradient id="grad-sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3dcaa"/><stop offset="1" stop-color="#e2bd7e"/></linearGradient>',
    '<pattern id="pat-dunes" width="40" height="14" patternUnits="userSpaceOnUse"><rect width="40" height="14" fill="#f0d39c"/><path d="M0 10q10-7 20 0t20 0" stroke="#d9b574" stroke-width="1.4" fill="none"/></pattern>',
    '<pattern id="pat-water" width="30" height="12" patternUnits="userSpaceOnUse"><rect width="30" height="12" fill="#4a9bd6"/><path d="M0 7q7.5-5 15 0t15 0" stroke="#9fd0f2" stroke-width="1.3" fill="none"/></pattern>',
  ].join('');
}

/** The one hidden SVG with every symbol; inserted once per page. */
export function spriteSheet() {
  const own = Object.entries(OWN).map(([id, [vb, body]]) => `<symbol id="${id}" viewBox="${vb}">${body}</symbol>`);
  const gi = Object.entries(GAME_ICONS).map(([id, p]) => `<symbol id="${id}" viewBox="0 0 512 512"><path fill="${p.fill}" d="${p.d}"/></symbol>`);
  const keshis = Object.keys(KESHI_LOOK).map((c) => `<symbol id="i-keshi-${c}" viewBox="0 0 24 24">${figure(c)}</symbol>`);
  // Trusted markup, all of it written above (no player's text).
  return html`<svg aria-hidden="true" focusable="false" class="sprite" style="position:absolute;width:0;height:0;overflow:hidden" xmlns="http://www.w3.org/2000/svg"><defs>${raw(patterns())}</defs>${raw(own.join(''))}${raw(gi.join(''))}${raw(keshis.join(''))}</svg>`;
}

/**
 * Our own constant markup (written in this file, never a player's text) as
 * Markup: `html` takes the literal parts of a template as markup.
 * @param {string} s
 * @returns {Markup}
 */
function raw(s) {
  const strings = Object.assign([s], { raw: [s] });
  return html(/** @type {any} */ (strings));
}

/**
 * An icon inside an SVG: the symbol `id` at (x, y), `size` units square,
 * with `label` as its tooltip (none when empty).
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} [label]
 * @param {number} [h] its height (default: size)
 * @returns {Markup}
 */
export function icon(id, x, y, size, label = '', h = size) {
  const tip = label ? html`<title>${label}</title>` : '';
  return html`<g class="ic${label ? ' tip' : ''}">${tip}<use href="#${id}" x="${r2(x)}" y="${r2(y)}" width="${r2(size)}" height="${r2(h)}"/></g>`;
}

/**
 * An icon in HTML: an inline SVG with the accessible name `label`.
 * @param {string} id
 * @param {string} label
 * @param {number} [size]
 * @returns {Markup}
 */
export function iconHtml(id, label, size = 18) {
  return label
    ? html`<svg class="icon" role="img" aria-label="${label}" width="${size}" height="${size}"><title>${label}</title><use href="#${id}"/></svg>`
    : html`<svg class="icon" aria-hidden="true" width="${size}" height="${size}"><use href="#${id}"/></svg>`;
}

/**
 * A keshi figure in HTML.
 * @param {string} colour
 * @param {string} label
 * @param {number} [size]
 * @returns {Markup}
 */
export function keshiHtml(colour, label, size = 20) {
  return iconHtml(KESHI_LOOK[colour] ? `i-keshi-${colour}` : 'i-keshi-any', label, size);
}

/** @param {number} v */
function r2(v) {
  return Math.round(v * 100) / 100;
}

/**
 * Puts the sprite into the document once, unless the page already has it
 * (the boards draw with <use> of its symbols; a page that inserts
 * `spriteSheet()` itself makes this a no-op).
 */
export function ensureSprite() {
  if (typeof document === 'undefined' || document.getElementById('i-water')) return;
  const holder = document.createElement('div');
  holder.className = 'sprite-holder';
  holder.setAttribute('aria-hidden', 'true');
  setInner(holder, spriteSheet());
  document.body.prepend(holder);
}
